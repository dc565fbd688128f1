"""IPHLPAPI.DLL: the IP Helper functions on a machine with no network (the loopback
interface only); MANIFEST.spec lists the exports."""
