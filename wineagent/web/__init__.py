"""HTTP surfaces (Klein apps) and the stdin transport; one module per surface."""
