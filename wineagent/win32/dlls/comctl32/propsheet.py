"""COMCTL32: property sheets — PropertySheet, CreatePropertySheetPage,
DestroyPropertySheetPage. The sheet, its pages and notifications: ``controls/propsheet/``."""

from ....abi.api import BOTH, api
from ...controls.progress_status import install
from ...controls.propsheet import create_page, destroy_page, property_sheet
from ...core.dllnames import COMCTL32


@api(COMCTL32, "PropertySheet{AW}", "LPVOID header", widths=BOTH)
def PropertySheet(c, header):
    install(c.vm)                 # the tab control is a comctl32 class, as for InitCommonControls
    return (yield from property_sheet(c.vm, header, c.wide))


@api(COMCTL32, "CreatePropertySheetPage{AW}", "LPVOID page", widths=BOTH)
def CreatePropertySheetPage(c, page):
    return (yield from create_page(c.vm, page, c.wide))


@api(COMCTL32, "DestroyPropertySheetPage", "HANDLE page", widths=BOTH)
def DestroyPropertySheetPage(c, page):
    return 1 if (yield from destroy_page(c.vm, page)) else 0
