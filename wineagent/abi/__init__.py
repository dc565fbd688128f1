"""The ABI between the machine and the Windows personality, below both.

``api`` declares Win32 handlers (DLL, name, calling convention, typed parameters) and
holds the results a handler can give the CPU (``PARK``, ``Ret64``, ``GuestCall``);
``faults`` holds ``GuestFault``, how a guest stops abnormally. ``machine`` dispatches
through these; ``win32`` declares through them; neither imports the other.
"""
