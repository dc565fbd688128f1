"""Reading a program's PROPSHEETHEADER: flags (refusing the kinds not implemented),
caption, start page and the pages, given as handles or as PROPSHEETPAGE structures, with
their templates and titles."""

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.structures import PROPSHEETHEADER, PROPSHEETPAGE_V1
from ...kernel.resources import RT_DIALOG, module_resources
from ...user.dialogs import parse_template_bytes, read_template
from .pages import (PSH_PROPSHEETPAGE,
                    PSH_USECALLBACK, PSH_USEPSTARTPAGE, PSP_DLGINDIRECT, PSP_USETITLE,
                    PageError, Sheet, _REFUSED_PSH, _pages, create_page, header_sizes)


# -- reading the header ---------------------------------------------------------------------------
def _string_or_id(vm, ptr, inst, wide):
    """A string argument that may be a resource id (IS_INTRESOURCE) in the program."""
    if not ptr:
        return ""
    if ptr < 0x10000:
        res = module_resources(vm, inst)
        if res is None:
            raise Unimplemented("%s!PropertySheet: a string of module %#x" % (COMCTL32, inst))
        return res.string(ptr) or ""
    return vm.mem.wstr(ptr) if wide else vm.mem.cstr(ptr)


def _page_template(vm, page):
    if page.flags & PSP_DLGINDIRECT:
        return read_template(vm.mem, page.template)
    res = module_resources(vm, page.inst)
    if res is None:
        raise Unimplemented("%s!PropertySheet: a page template of module %#x" % (COMCTL32, page.inst))
    name = page.template
    if name >= 0x10000:
        name = vm.mem.wstr(name) if page.wide else vm.mem.cstr(name)
    data = res.data(RT_DIALOG, name)
    if data is None:
        raise PageError(name)
    return parse_template_bytes(data)


def _page_title(vm, page):
    if page.flags & PSP_USETITLE:
        return _string_or_id(vm, page.title, page.inst, page.wide)
    return page.tpl.title


def read_header(vm, hdr, wide):
    """Generator: the Sheet a PROPSHEETHEADER describes (its pages made as
    CreatePropertySheetPage makes them), or None when the header is not one."""
    mem = vm.mem
    psh = PROPSHEETHEADER.variant(wide).at(mem, hdr, vm.ptr_size)
    size = psh.dwSize
    if size not in header_sizes(vm.ptr_size):
        return None
    flags = psh.dwFlags
    for bit, name in _REFUSED_PSH.items():
        if flags & bit:
            raise Unimplemented("%s!PropertySheet: %s" % (COMCTL32, name))
    inst = psh.hInstance
    caption = _string_or_id(vm, psh.pszCaption, inst, wide)
    # pStartPage is the union with nStartPage, ppsp the one with phpage.
    count, start, arr = psh.nPages, psh.pStartPage, psh.ppsp
    callback = psh.pfnCallback if flags & PSH_USECALLBACK else 0
    pages = []
    if flags & PSH_PROPSHEETPAGE:
        off = arr
        for _ in range(count):
            h = yield from create_page(vm, off, wide)
            if not h:
                return None
            pages.append(_pages(vm)[h])
            off += PROPSHEETPAGE_V1.variant(wide).at(mem, off, vm.ptr_size).dwSize
    else:
        for i in range(count):
            page = _pages(vm).get(mem.uptr(arr + vm.ptr_size * i))   # HPROPSHEETPAGE[]
            if page is None:
                return None
            pages.append(page)
    for page in pages:
        page.tpl = _page_template(vm, page)
    if flags & PSH_USEPSTARTPAGE:
        want = (mem.wstr(start) if wide else mem.cstr(start)) if start >= 0x10000 \
            else _string_or_id(vm, start, inst, wide)
        titles = [_page_title(vm, p) for p in pages]
        start = titles.index(want) if want in titles else 0
    elif start >= len(pages):
        start = 0
    return Sheet(flags, inst, caption, pages, start, callback, wide)
