"""Layer 2, kernel: the process's world outside the windows — the VFS and files,
the registry and INI profiles, waits and events, starting programs, the clipboard store.
May import ``core`` (and ``abi``)."""
