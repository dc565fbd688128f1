"""The computer: Unicorn x86-32 CPU, address space, PE32 loader, API thunks, GDT/TEB."""
