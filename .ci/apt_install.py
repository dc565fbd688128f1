#!/usr/bin/env python3
"""Install Debian packages for CI, surviving a mirror caught mid-sync.

``apt_install.py update`` runs ``apt-get update``; when an index fails only because the
mirror serves a file of another size than its Release announces ("Mirror sync in
progress?"), it fetches that file as served and installs it as the list apt would have
kept, so the architecture is not silently dropped. ``apt_install.py install PKG...``
runs ``apt-get install``; when apt cannot resolve because a Multi-Arch: same library's
i386 candidate differs from its installed amd64 version (the two must be equal), it asks
for both at the i386 candidate's version and tries again, a bounded number of times.
Everything else fails as apt fails."""

import lzma
import os
import re
import subprocess
import sys
import tempfile

APT = ["apt-get", "-y", "-qq", "--no-install-recommends"]
LISTS = "/var/lib/apt/lists"


def _run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def update():
    """apt-get update, then repair each index a mirror mid-sync served at another size."""
    for _ in range(2):
        rc, out = _run(["apt-get", "update", "-qq"])
        if rc == 0 and "Failed to fetch" not in out:
            return 0
    stale = re.findall(r"Failed to fetch (http\S+/(?:Packages|Sources)\.xz)\s+File has "
                       r"unexpected size", out)
    if not stale:
        sys.stdout.write(out)
        return rc or 1
    for url in stale:
        name = re.sub(r"^https?://", "", url[:-len(".xz")]).replace("/", "_")
        with tempfile.TemporaryDirectory() as tmp:
            got = os.path.join(tmp, "index.xz")
            rc2, out2 = _run(["/usr/lib/apt/apt-helper", "download-file", url, got])
            if rc2 != 0:
                sys.stdout.write(out + out2)
                return rc2
            with lzma.open(got) as src, open(os.path.join(LISTS, name), "wb") as dst:
                dst.write(src.read())
        # A failed update keeps no new Release file for the suite: without one, apt would
        # count the suite's packages as unauthenticated. Take the mirror's signed one.
        release = url[:url.index("/dists/") + len("/dists/")] + \
            url.split("/dists/")[1].split("/")[0] + "/InRelease"
        target = os.path.join(LISTS, re.sub(r"^https?://", "", release).replace("/", "_"))
        if not os.path.exists(target):
            rc2, out2 = _run(["/usr/lib/apt/apt-helper", "download-file", release, target])
            if rc2 != 0:
                sys.stdout.write(out + out2)
                return rc2
        print("apt: %s is mid-sync on the mirror; using the index as served" % url)
    return 0


def _version(spec, field):
    rc, out = _run(["apt-cache", "policy", spec])
    m = re.search(r"^\s*%s:\s*(\S+)" % field, out, re.M)
    return m.group(1) if m and m.group(1) != "(none)" else None


def install(pkgs):
    """apt-get install ``pkgs``, pinning skewed Multi-Arch: same pairs to one version."""
    pins = {}
    for _ in range(20):
        args = pkgs + ["%s=%s" % kv for kv in sorted(pins.items())]
        rc, out = _run(APT + ["install"] + args)
        if rc == 0:
            return 0
        # -qq keeps apt's diagnosis to its last line ("you have held broken packages"):
        # the unmet dependencies that name the skewed library come from a verbose dry run.
        out += _run(["apt-get", "-s", "-y", "--no-install-recommends", "install"] + args)[1]
        skewed = set(re.findall(r"Depends: ([\w.+-]+):i386 \([^)]*\) but it is not going to "
                                r"be installed", out))
        added = False
        for name in sorted(skewed):
            version = _version(name + ":i386", "Candidate")
            if version and pins.get(name + ":i386") != version:
                pins[name + ":i386"] = version
                if _version(name, "Installed"):
                    pins[name] = version
                added = True
        if not added:
            sys.stdout.write(out)
            return rc
        print("apt: aligning %s to their i386 candidates" % ", ".join(sorted(skewed)))
    sys.stdout.write(out)
    return 1


if __name__ == "__main__":
    if sys.argv[1:2] == ["update"]:
        sys.exit(update())
    if sys.argv[1:2] == ["install"] and len(sys.argv) > 2:
        sys.exit(install(sys.argv[2:]))
    sys.exit("usage: apt_install.py update | install PKG...")
