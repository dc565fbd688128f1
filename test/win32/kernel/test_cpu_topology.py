"""The processor topology family and kernelbase's TlsGetValue2/FlsGetValue2 (issue 23,
"Programs in the wild", docs/runtimes.md): ninja 1.13's ninja.exe (the PyPI wheel's,
MSVC-built) counts its cores with GetLogicalProcessorInformationEx, and its static C
runtime looks FlsGetValue2 up in kernelbase.dll.

test/exe(64)/cpu_topology.exe (guests/tests/cpu_topology.c) prints facts that hold on
any machine; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine cpu_topology.exe``; the x86-64 build under 64-bit Wine), the record
sizes included, but for one line: a relationship Windows does not define (99) is
ERROR_INVALID_PARAMETER here, as NtQuerySystemInformationEx refuses an unknown
relationship; Wine 8 answers TRUE with nothing. TlsGetValue2 and FlsGetValue2 (Windows 11
24H2) are absent by design here, as in Wine 8's kernelbase (docs/runtimes.md).
"""

from paths import guest_exe

RECORD_SIZES = {
    4: ["GLPI: ok=1 record size 24, cores>0=1, core processors=system's 1, packages=1 "
         "nodes=1, an L1 data cache per core=1 line=64",
         "  core: records>0=1 size=44", "  numa: records>0=1 size=44",
         "  cache: records>0=1 size=52", "  package: records>0=1 size=44",
         "  group: records>0=1 size=76"],
    8: ["GLPI: ok=1 record size 32, cores>0=1, core processors=system's 1, packages=1 "
         "nodes=1, an L1 data cache per core=1 line=64",
         "  core: records>0=1 size=48", "  numa: records>0=1 size=48",
         "  cache: records>0=1 size=56", "  package: records>0=1 size=48",
         "  group: records>0=1 size=80"],
}


def test_topology_records_counts_and_value2_readers(boot, tmp_path, width):
    d = boot(guest_exe("cpu_topology", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    sizes = RECORD_SIZES[width]
    assert d.vm.stdout_log == [
        "GLPI(NULL, 0): ok=0 err=122 whole records=1",
        "GLPI(NULL, NULL): ok=0 err=87",
        sizes[0],
        "GLPIEx(All, NULL): ok=0 err=122",
        "GLPIEx(All): ok=1",
        *sizes[1:],
        "  cores as in GLPI=1",
        "GLPIEx(Group): ok=1 relationship=group groups 1/1, processors=system's 1",
        "GLPIEx(Core, 8 bytes): ok=0 err=122 needed=cores*record",
        "GLPIEx(99): ok=0 err=87 len=64",      # Wine 8: ok=1 err=0 len=0
        "GetActiveProcessorCount(ALL)=system's 1, (0)=system's 1",
        "GetMaximumProcessorCount(ALL)>=active 1",
        "groups: active 1, maximum 1",
        "GetNumaHighestNodeNumber: ok=1 node=0",
        "kernelbase: TlsGetValue2 absent, FlsGetValue2 absent",
    ]
