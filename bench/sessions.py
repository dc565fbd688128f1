"""Run a scripted session of each bundled program (and the control test guests) and save
PNGs (and what the run printed), so that two trees can be compared byte for byte: a
refactor must not change a pixel.

    python3 bench/sessions.py OUTDIR            # run every session, PNGs into OUTDIR
    python3 bench/sessions.py --compare A B     # byte-compare two such folders

Each session is one ``wineagent run`` process with an ``--input`` schedule; CLI runs charge
guest time per batch, so they are deterministic.
"""

import filecmp
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name -> (run arguments, schedule entries "BATCH:ACTION:ARGS" with png:NAME placeholders)
SESSIONS = {
    "hello": (["--app=hello"], [
        "40:png:0", "50:click:140:100", "80:png:1", "90:key:Enter", "120:png:2"]),
    "clock": (["--app=clock"], ["30:png:0", "60:png:1", "90:png:2"]),
    "winmine": (["--app=winmine"], [
        "40:png:0", "50:click:70:95", "70:png:1", "80:click:130:150:right", "100:png:2",
        "110:click:180:200", "130:png:3", "140:click:64:30", "160:png:4", "170:key:Escape",
        "190:png:5", "200:click:126:62", "220:png:6"]),
    "notepad": (["--app=notepad"], [
        "40:png:0", "50:type:hello world", "90:key:Enter", "100:type:line two", "140:png:1",
        "150:key:ctrl+a", "160:png:2", "170:click:78:70", "190:png:3", "200:key:Escape",
        "210:click:112:70", "230:png:4", "240:key:Escape", "250:key:Home", "260:key:shift+End",
        "280:png:5", "290:click:78:70", "300:key:Down", "310:key:Enter", "340:png:6",
        "350:key:Escape", "370:png:7"]),
    "sol": (["--app=sol"], [
        "40:png:0", "50:click:50:96", "80:png:1", "90:click:50:96", "120:png:2",
        "130:drag:150:100:150:200", "160:png:3", "170:dblclick:80:170", "200:png:4",
        "210:click:24:30", "230:png:5", "240:key:Escape", "260:png:6"]),
    "combotest": (["--exe=test/exe/combotest.exe"], [
        "40:png:0", "50:click:250:75", "70:png:1", "80:click:250:90", "100:png:2",
        "110:click:300:46", "120:type:Gr", "150:png:3", "160:key:Down", "170:key:Enter",
        "190:png:4"]),
    "combodlg": (["--exe=test/exe/combotest.exe", "--args=/dialog"], [
        "40:png:0", "50:dlg-click:101", "70:png:1", "80:key:Down", "90:key:Enter",
        "110:png:2", "120:dlg-click:102", "130:type:ap", "150:png:3", "160:key:F4",
        "180:png:4", "190:key:Escape", "200:key:Tab", "210:png:5", "220:key:Escape",
        "240:png:6"]),
    "commontest": (["--exe=test/exe/commontest.exe"], [
        "40:png:0", "50:click:200:100", "70:png:1", "90:png:2"]),
    "dlgtest": (["--exe=test/exe/dlgtest.exe"], [
        "40:png:0", "50:click:200:100", "80:png:1"]),
    "dlgmodal": (["--exe=test/exe/dlgtest.exe", "--args=/modal"], [
        "40:png:0", "50:type:Ann", "70:png:1", "80:key:Tab", "90:key:Space", "100:png:2",
        "110:dlg-click:104", "120:dlg-click:105", "130:key:Down", "140:png:3",
        "150:dlg-click:101", "160:key:End", "170:type:e", "180:png:4", "190:key:Enter",
        "220:png:5"]),
    "dlgmodeless": (["--exe=test/exe/dlgtest.exe", "--args=/modeless"], [
        "40:png:0", "50:type:one", "60:key:Enter", "70:type:two", "90:png:1", "100:key:Tab",
        "110:type:line", "130:png:2", "140:key:Enter", "170:png:3"]),
    "dlgmsgbox": (["--exe=test/exe/dlgtest.exe", "--args=/msgbox"], [
        "40:png:0", "50:key:Tab", "60:png:1", "70:key:Enter", "90:png:2"]),
    "icontest": (["--exe=test/exe/icontest.exe"], ["40:png:0"]),
    "menutest": (["--exe=test/exe/menutest.exe"], [
        "40:png:0", "50:click:60:72", "70:png:1", "80:key:Down", "90:key:Right",
        "100:png:2", "110:key:Escape", "120:key:Escape", "130:click:94:72", "150:png:3",
        "160:key:Down", "170:key:Enter", "190:png:4", "200:click:128:72", "220:png:5",
        "230:key:Escape", "240:click:150:150:right", "260:png:6", "270:key:Down",
        "280:key:Enter", "300:png:7"]),
    "scrolltest": (["--exe=test/exe/scrolltest.exe"], [
        "40:png:0", "50:click:396:280", "70:png:1", "80:click:396:150", "100:png:2",
        "110:drag:396:25:396:200", "140:png:3", "150:wheel:100:100:-120", "170:png:4",
        "180:click:300:110", "200:png:5", "210:click:20:256", "230:png:6",
        "240:key:PageDown", "260:png:7"]),
}


def run_all(out):
    """Run every session; PNGs land in ``out`` as SESSION-N.png. Returns failures."""
    os.makedirs(out, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=ROOT)
    failures = []
    for name, (args, entries) in SESSIONS.items():
        sched = ",".join(
            e.replace(":png:", ":png:%s/%s-" % (out, name)) + ".png" if ":png:" in e else e
            for e in entries)
        last = max(int(e.split(":", 1)[0]) for e in entries)
        cmd = [sys.executable, "-m", "wineagent", "run", "--quiet",
               "--max-batches=%d" % (last + 5), "--input=" + sched] + args
        p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        with open(os.path.join(out, name + ".out.txt"), "w") as f:   # guest output too
            f.write(p.stdout + p.stderr)
        last_line = p.stdout.strip().splitlines()[-1:] if p.stdout else p.stderr[-300:]
        print(name, p.returncode, last_line)
        if p.returncode != 0:
            failures.append(name)
    return failures


def compare(a, b):
    """Byte-compare two output folders; prints each difference. Returns the count."""
    names = sorted(set(os.listdir(a)) | set(os.listdir(b)))
    bad = 0
    for n in names:
        pa, pb = os.path.join(a, n), os.path.join(b, n)
        both = os.path.exists(pa) and os.path.exists(pb)
        if not both or not filecmp.cmp(pa, pb, shallow=False):
            print("DIFFERS", n)
            bad += 1
    print("%d files, %d differ" % (len(names), bad))
    return bad


USAGE = ("usage: python3 bench/sessions.py OUTDIR\n"
         "       python3 bench/sessions.py --compare A B")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--compare"] and len(args) == 3:
        sys.exit(1 if compare(args[1], args[2]) else 0)
    if args[:1] in (["-h"], ["--help"]):
        print(__doc__ + "\n" + USAGE)
        sys.exit(0)
    if len(args) != 1 or args[0].startswith("-"):
        # a flag it does not know is not a folder to fill (exit 2, as a bad flag does)
        print(USAGE, file=sys.stderr)
        sys.exit(2)
    sys.exit(1 if run_all(args[0]) else 0)
