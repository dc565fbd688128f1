"""twistd plugin: ``twistd -n wineagent`` serves the hub, the emulator page and the dashboard."""

from twisted.application.service import ServiceMaker

wineagent = ServiceMaker("wineagent", "wineagent.tap",
                         "Headless Win32 desktop: hub, emulator pages, dashboard", "wineagent")
