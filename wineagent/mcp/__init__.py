"""``wineagent mcp``: desktops as Model Context Protocol tools (docs/mcp.md)."""
