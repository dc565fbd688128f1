/* Direct3D 11 and 12 on a desktop whose display adapter has no 3D (the DXGI factory
   lists no adapter): CreateDXGIFactory2 makes a factory (IDXGIFactory1 too), whose
   EnumAdapters/EnumAdapters1 answer DXGI_ERROR_NOT_FOUND; the debug flag finds no debug
   layer; D3D11CreateDevice and D3D12CreateDevice answer DXGI_ERROR_UNSUPPORTED with NULL
   outputs; D3D12GetDebugInterface E_NOINTERFACE (mingw's import library names them; Windows'
   imports them by ordinal, test/win32/gdi/test_d3dnone.py checks that binding). */
#define COBJMACROS
#include <windows.h>
#include <initguid.h>
#include <dxgi1_3.h>
#include <d3d11.h>
#include <d3d12.h>
#include <d3d12sdklayers.h>
#include <stdio.h>

int main(void)
{
    IDXGIFactory2 *f2 = NULL;
    IDXGIFactory1 *f1 = NULL;
    IDXGIAdapter1 *a1 = (IDXGIAdapter1 *)1;
    IDXGIAdapter *a = (IDXGIAdapter *)1;
    ID3D11Device *dev = (ID3D11Device *)1;
    ID3D11DeviceContext *ctx = (ID3D11DeviceContext *)1;
    D3D_FEATURE_LEVEL level = (D3D_FEATURE_LEVEL)7;
    ID3D12Device *dev12 = (ID3D12Device *)1;
    ID3D12Debug *dbg = (ID3D12Debug *)1;
    void *p = (void *)1;
    HRESULT hr;

    hr = CreateDXGIFactory2(0, &IID_IDXGIFactory2, (void **)&f2);
    printf("CreateDXGIFactory2: 0x%08lx %s\n", hr, f2 ? "factory" : "NULL");
    if (SUCCEEDED(hr)) {
        hr = IDXGIFactory2_EnumAdapters1(f2, 0, &a1);
        printf("EnumAdapters1(0): 0x%08lx %s\n", hr, a1 ? "adapter" : "NULL");
        hr = IDXGIFactory2_EnumAdapters(f2, 1, &a);
        printf("EnumAdapters(1): 0x%08lx %s\n", hr, a ? "adapter" : "NULL");
        printf("IsCurrent: %d\n", IDXGIFactory2_IsCurrent(f2));
        hr = IDXGIFactory2_QueryInterface(f2, &IID_IDXGIFactory1, (void **)&f1);
        printf("QueryInterface IDXGIFactory1: 0x%08lx\n", hr);
        if (SUCCEEDED(hr)) IDXGIFactory1_Release(f1);
        printf("Release: %lu\n", IDXGIFactory2_Release(f2));
    }
    hr = CreateDXGIFactory1(&IID_IDXGIFactory1, (void **)&f1);
    printf("CreateDXGIFactory1: 0x%08lx\n", hr);
    if (SUCCEEDED(hr)) IDXGIFactory1_Release(f1);
    hr = CreateDXGIFactory2(DXGI_CREATE_FACTORY_DEBUG, &IID_IDXGIFactory2, &p);
    printf("CreateDXGIFactory2 debug: 0x%08lx %s\n", hr, p ? "set" : "NULL");
    p = (void *)1;
    hr = CreateDXGIFactory2(0, &IID_ID3D11Device, &p);
    printf("CreateDXGIFactory2 other iid: 0x%08lx %s\n", hr, p ? "set" : "NULL");

    hr = D3D11CreateDevice(NULL, D3D_DRIVER_TYPE_HARDWARE, NULL, 0, NULL, 0,
                           D3D11_SDK_VERSION, &dev, &level, &ctx);
    printf("D3D11CreateDevice hardware: 0x%08lx %s %d %s\n", hr, dev ? "device" : "NULL",
           (int)level, ctx ? "context" : "NULL");
    hr = D3D11CreateDevice(NULL, D3D_DRIVER_TYPE_UNKNOWN, NULL, 0, NULL, 0,
                           D3D11_SDK_VERSION, NULL, NULL, NULL);
    printf("D3D11CreateDevice unknown without adapter: 0x%08lx\n", hr);

    hr = D3D12CreateDevice(NULL, D3D_FEATURE_LEVEL_11_0, &IID_ID3D12Device, (void **)&dev12);
    printf("D3D12CreateDevice: 0x%08lx %s\n", hr, dev12 ? "device" : "NULL");
    hr = D3D12CreateDevice(NULL, D3D_FEATURE_LEVEL_11_0, &IID_ID3D12Device, NULL);
    printf("D3D12CreateDevice probe: 0x%08lx\n", hr);
    hr = D3D12GetDebugInterface(&IID_ID3D12Debug, (void **)&dbg);
    printf("D3D12GetDebugInterface: 0x%08lx %s\n", hr, dbg ? "debug" : "NULL");
    return 0;
}
