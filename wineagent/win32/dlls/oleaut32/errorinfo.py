"""OLEAUT32's error-object functions: on Windows forwarded to OLE32, whose implementation
they are here too (``ole32/files.py``)."""

from ....abi.api import api
from ..ole32.files import CreateErrorInfo, get_error_info, set_error_info

OA = "OLEAUT32.dll"

api(OA, "CreateErrorInfo", "LPVOID out")(CreateErrorInfo)
api(OA, "SetErrorInfo", "DWORD reserved, LPVOID info")(set_error_info)
api(OA, "GetErrorInfo", "DWORD reserved, LPVOID out")(get_error_info)
