"""Call one declared API handler directly against a booted VM (no guest code needed).

For APIs whose effect is all in their arguments and return value; generator handlers
that call back into the guest cannot be driven this way and are tested through guests.
"""

from wineagent.abi.api import Call, lookup


def call_api(vm, dll, name, *args):
    """Run ``dll!name``'s handler with raw 32-bit ``args``; returns what it returns."""
    spec = lookup(dll, name)
    assert spec is not None, "%s!%s is not declared" % (dll, name)
    # The arguments go through guest memory as on a call, so string parameters are
    # decoded exactly as the CPU's dispatch decodes them.
    frame = vm.heap.alloc(4 + 4 * len(args) + 64, zero=True)
    for i, a in enumerate(args):
        vm.mem.w32(frame + 4 + 4 * i, a & 0xFFFFFFFF)
    result = spec.func(Call(vm, spec.wide, spec), *spec.read_args(vm.mem, frame))
    if hasattr(result, "send"):
        try:
            while True:
                request = next(result)
                raise AssertionError("%s!%s called the guest (%r)" % (dll, name, request))
        except StopIteration as stop:
            result = stop.value
    return result


def wide(vm, text):
    """A new NUL-terminated UTF-16 string on the guest heap."""
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    return p


def narrow(vm, text):
    """A new NUL-terminated cp1252 string on the guest heap."""
    p = vm.heap.alloc(len(text) + 1)
    vm.mem.write_cstr(p, text)
    return p
