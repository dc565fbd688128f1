"""Layer 4, user: the window manager and the window core (creation, showing, painting,
dispatch, the default window procedure), the non-client area and standard scroll bars,
the dialog manager, menus, resources and icons. Knows window classes only through the
class registry; never imports a control. May import ``gdi`` and below."""
