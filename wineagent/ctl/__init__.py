"""``wineagent ctl``: the command-line client of the control channel (stdlib only).

Empty of imports on purpose: an agent runs the client once per action, so its start-up
cost is the cost of every look and every click. The code is in :mod:`wineagent.ctl.client`.
"""
