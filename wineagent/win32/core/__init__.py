"""Layer 1, core: what every layer above shares — message and style numbers, packed
parameters (bits), the guest heap, printf formatting, the table of built-in DLLs, and the
data a DLL exports as variables. Imports nothing from win32 but itself (and ``abi``)."""
