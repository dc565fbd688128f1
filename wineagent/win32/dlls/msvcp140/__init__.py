"""MSVCP140.dll (Visual C++ 2015-2022's C++ standard library): the mutex, condition and
thread C API under std::mutex and std::condition_variable, _Lockit, the exception
throwers, and the char stream and locale classes the headers leave to the DLL
(wineagent.win32 imports every module here; MANIFEST.spec lists the exports)."""
