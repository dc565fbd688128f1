"""OLEAUT32's error-object functions: on Windows forwarded to OLE32, whose implementation
they are here too (``ole32/files.py``)."""

from ....abi.api import BOTH, api
from ..ole32.files import CreateErrorInfo, get_error_info, set_error_info
from ...core.dllnames import OLEAUT32


api(OLEAUT32, "CreateErrorInfo", "LPVOID out", widths=BOTH)(CreateErrorInfo)
api(OLEAUT32, "SetErrorInfo", "DWORD reserved, LPVOID info", widths=BOTH)(set_error_info)
api(OLEAUT32, "GetErrorInfo", "DWORD reserved, LPVOID out", widths=BOTH)(get_error_info)
