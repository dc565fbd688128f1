"""The command vocabulary shared by every transport: parsing, validation, key expansion.

Deliberately empty of imports: ``wineagent ctl`` imports ``protocol`` and ``keys`` from here
and must start fast.
"""
