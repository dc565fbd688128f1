"""Layer 3, GDI: drawing objects, device contexts, per-window surfaces, the composed
screen, DIB decoding, bitmap fonts (``fonts/``, package data). May import ``kernel`` and
below."""
