"""Windows' split of a raw command line into words (argv).

A process gets one string (GetCommandLine); each consumer splits it itself. Single
quotes are ordinary characters, unlike a POSIX shell's, and a backslash escapes only
quotes: ``C:\\dir\\`` keeps its backslashes.
"""


def split_command_line(line):
    """The words of a raw command line by Windows' rules, which CommandLineToArgvW and
    the C runtimes' argv (msvcrt.dll's and the UCRT's __getmainargs) share: blanks and
    tabs separate words, quotes group them, 2n backslashes + quote -> n and the quote
    toggles grouping, 2n+1 -> n and a literal quote, other backslashes are literal, and
    ``""`` inside a group is one literal quote (the group goes on). The first word, the
    program's name, is taken verbatim up to its closing quote or first blank."""
    args, i, n = [], 0, len(line)
    if not line:
        return []
    # the program name: everything up to the closing quote or the first blank, verbatim
    if line[0] == '"':
        end = line.find('"', 1)
        end = n if end < 0 else end
        args.append(line[1:end])
        i = end + 1
    else:
        while i < n and line[i] not in " \t":
            i += 1
        args.append(line[:i])
    while True:
        while i < n and line[i] in " \t":
            i += 1
        if i >= n:
            break
        word, quoted = [], False
        while i < n and (quoted or line[i] not in " \t"):
            if line[i] == "\\":
                j = i
                while j < n and line[j] == "\\":
                    j += 1
                if j < n and line[j] == '"':
                    word.append("\\" * ((j - i) // 2))
                    if (j - i) % 2:
                        word.append('"')
                        i = j + 1
                    else:
                        i = j
                    continue
                word.append(line[i:j])
                i = j
            elif line[i] == '"':
                if quoted and i + 1 < n and line[i + 1] == '"':
                    word.append('"')
                    i += 2
                    continue
                quoted = not quoted
                i += 1
            else:
                word.append(line[i])
                i += 1
        args.append("".join(word))
    return args
