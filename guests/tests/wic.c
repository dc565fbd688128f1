/* The Windows Imaging Component as programs use it (test/win32/gdi/test_wic.py;
 * docs/dlls.md "WIC"): the imaging factory by CoCreateInstance and by
 * WICCreateImagingFactory_Proxy, decoders for PNG, BMP, TIFF, JPEG, GIF and ICO reading
 * memory streams and files, their frames (size, pixel format, resolution, palette,
 * pixels), the format converter, scaler, flip-rotator and clipper, bitmaps in memory and
 * their locks, IWICStream over memory and files, palettes, component infos, and encoders
 * for BMP, PNG, TIFF and JPEG written to files and read back. The images are small files
 * made once with Pillow and kept here as bytes. */
#define COBJMACROS
#define INITGUID
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <wincodec.h>

static const BYTE img_rgba_png[119] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x08, 0x06, 0x00, 0x00, 0x00, 0xb4, 0xf4, 0xae,
    0xc6, 0x00, 0x00, 0x00, 0x3e, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x01, 0x33, 0x00, 0xcc, 0xff,
    0x00, 0xff, 0x00, 0x00, 0xff, 0x00, 0xff, 0x00, 0x80, 0x00, 0x00, 0xff, 0x00, 0x0a, 0x14, 0x1e,
    0xff, 0x00, 0xc8, 0x64, 0x32, 0x40, 0x01, 0x02, 0x03, 0x04, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00,
    0x00, 0xff, 0x02, 0xb8, 0x1c, 0x4e, 0x88, 0x59, 0x3a, 0x1b, 0xfb, 0x10, 0x1a, 0x24, 0x2e, 0xfa,
    0xf0, 0xe6, 0xdd, 0xd0, 0x47, 0x13, 0xd9, 0x87, 0xf0, 0x5a, 0xbb, 0x00, 0x00, 0x00, 0x00, 0x49,
    0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};
static const BYTE img_rgb_png[126] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x08, 0x02, 0x00, 0x00, 0x00, 0x3b, 0x96, 0x39,
    0x91, 0x00, 0x00, 0x00, 0x09, 0x70, 0x48, 0x59, 0x73, 0x00, 0x00, 0x0b, 0x13, 0x00, 0x00, 0x0b,
    0x13, 0x01, 0x00, 0x9a, 0x9c, 0x18, 0x00, 0x00, 0x00, 0x30, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c,
    0x63, 0xf8, 0xcf, 0xc0, 0xc0, 0xf0, 0x9f, 0x81, 0x81, 0xe1, 0x3f, 0x97, 0x88, 0x1c, 0xc3, 0x89,
    0x14, 0x23, 0x46, 0x26, 0xe6, 0xff, 0xff, 0xff, 0x33, 0x30, 0x30, 0xb0, 0xec, 0x90, 0xf1, 0x8b,
    0xb4, 0x7a, 0x23, 0x20, 0xa5, 0xf2, 0xeb, 0xc3, 0x33, 0x00, 0xe3, 0x88, 0x0d, 0x5e, 0xf2, 0xea,
    0xaa, 0x6a, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};
static const BYTE img_gray_png[80] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x08, 0x00, 0x00, 0x00, 0x00, 0x91, 0x9f, 0xf1,
    0x1a, 0x00, 0x00, 0x00, 0x17, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf0, 0x99, 0x26, 0x2b,
    0xc4, 0x50, 0xc3, 0xf4, 0x9f, 0x81, 0x89, 0xc5, 0x41, 0xe2, 0x13, 0x00, 0x1b, 0x58, 0x03, 0xdf,
    0xd2, 0xea, 0x0e, 0x10, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};
static const BYTE img_pal_png[95] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x02, 0x03, 0x00, 0x00, 0x00, 0xc9, 0x9a, 0x46,
    0x55, 0x00, 0x00, 0x00, 0x0c, 0x50, 0x4c, 0x54, 0x45, 0x9e, 0xdc, 0x99, 0x66, 0x3e, 0x26, 0x59,
    0x07, 0x0b, 0x00, 0x00, 0x80, 0x38, 0xb7, 0x8b, 0x02, 0x00, 0x00, 0x00, 0x0e, 0x49, 0x44, 0x41,
    0x54, 0x78, 0x9c, 0x63, 0x98, 0xc7, 0x74, 0x84, 0x41, 0x02, 0x00, 0x05, 0x88, 0x01, 0x7d, 0x44,
    0x6f, 0x6f, 0x40, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};
static const BYTE img_rgb_bmp[90] = {
    0x42, 0x4d, 0x5a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x36, 0x00, 0x00, 0x00, 0x28, 0x00,
    0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x18, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0xc4, 0x0e, 0x00, 0x00, 0xc4, 0x0e, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x80, 0x80, 0x1e, 0x3c, 0x5a, 0x23, 0x19, 0x0f, 0xe6,
    0xf0, 0xfa, 0x32, 0x64, 0xc8, 0x03, 0x02, 0x01, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xff, 0x00, 0xff, 0x00, 0xff, 0x00, 0x00, 0x1e, 0x14, 0x0a,
};
static const BYTE img_pal_bmp[114] = {
    0x42, 0x4d, 0x72, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x66, 0x00, 0x00, 0x00, 0x28, 0x00,
    0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0xc4, 0x0e, 0x00, 0x00, 0xc4, 0x0e, 0x00, 0x00, 0x0c, 0x00,
    0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0xe6, 0xf0, 0xfa, 0x00, 0x80, 0x80,
    0x80, 0x00, 0x00, 0xff, 0x00, 0x00, 0x32, 0x64, 0xc8, 0x00, 0x1e, 0x3c, 0x5a, 0x00, 0x23, 0x19,
    0x0f, 0x00, 0x00, 0x00, 0xff, 0x00, 0x1e, 0x14, 0x0a, 0x00, 0x03, 0x02, 0x01, 0x00, 0xff, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x05, 0x06, 0x01, 0x04, 0x09, 0x00, 0x0b, 0x07, 0x03,
    0x0a, 0x08,
};
static const BYTE img_rgb_tif[176] = {
    0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x0a, 0x00, 0x00, 0x01, 0x04, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x01, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00,
    0x00, 0x00, 0x02, 0x01, 0x03, 0x00, 0x03, 0x00, 0x00, 0x00, 0x86, 0x00, 0x00, 0x00, 0x03, 0x01,
    0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x01, 0x03, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x11, 0x01, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x8c, 0x00,
    0x00, 0x00, 0x15, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x16, 0x01,
    0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x17, 0x01, 0x04, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x1c, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x00, 0x08, 0x00, 0x08, 0x00, 0xff, 0x00, 0x00, 0x00,
    0xff, 0x00, 0x00, 0x00, 0xff, 0x0a, 0x14, 0x1e, 0xc8, 0x64, 0x32, 0x01, 0x02, 0x03, 0xff, 0xff,
    0xff, 0x00, 0x00, 0x00, 0x80, 0x80, 0x80, 0x5a, 0x3c, 0x1e, 0x0f, 0x19, 0x23, 0xfa, 0xf0, 0xe6,
};
static const BYTE img_rgba_tif[202] = {
    0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x0b, 0x00, 0x00, 0x01, 0x04, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x01, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00,
    0x00, 0x00, 0x02, 0x01, 0x03, 0x00, 0x04, 0x00, 0x00, 0x00, 0x92, 0x00, 0x00, 0x00, 0x03, 0x01,
    0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x01, 0x03, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x11, 0x01, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x9a, 0x00,
    0x00, 0x00, 0x15, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x16, 0x01,
    0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x17, 0x01, 0x04, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x30, 0x00, 0x00, 0x00, 0x1c, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x00, 0x00, 0x52, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x08, 0x00, 0x08, 0x00, 0x08, 0x00, 0x08, 0x00, 0xff, 0x00, 0x00, 0xff, 0x00, 0xff,
    0x00, 0x80, 0x00, 0x00, 0xff, 0x00, 0x0a, 0x14, 0x1e, 0xff, 0xc8, 0x64, 0x32, 0x40, 0x01, 0x02,
    0x03, 0x04, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0xff, 0x80, 0x80, 0x80, 0xc8, 0x5a, 0x3c,
    0x1e, 0xff, 0x0f, 0x19, 0x23, 0x2d, 0xfa, 0xf0, 0xe6, 0xdc,
};
static const BYTE img_q_jpg[632] = {
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xdb, 0x00, 0x43, 0x00, 0x03, 0x02, 0x02, 0x03, 0x02, 0x02, 0x03,
    0x03, 0x03, 0x03, 0x04, 0x03, 0x03, 0x04, 0x05, 0x08, 0x05, 0x05, 0x04, 0x04, 0x05, 0x0a, 0x07,
    0x07, 0x06, 0x08, 0x0c, 0x0a, 0x0c, 0x0c, 0x0b, 0x0a, 0x0b, 0x0b, 0x0d, 0x0e, 0x12, 0x10, 0x0d,
    0x0e, 0x11, 0x0e, 0x0b, 0x0b, 0x10, 0x16, 0x10, 0x11, 0x13, 0x14, 0x15, 0x15, 0x15, 0x0c, 0x0f,
    0x17, 0x18, 0x16, 0x14, 0x18, 0x12, 0x14, 0x15, 0x14, 0xff, 0xdb, 0x00, 0x43, 0x01, 0x03, 0x04,
    0x04, 0x05, 0x04, 0x05, 0x09, 0x05, 0x05, 0x09, 0x14, 0x0d, 0x0b, 0x0d, 0x14, 0x14, 0x14, 0x14,
    0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14,
    0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14,
    0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0x14, 0xff, 0xc0,
    0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x08, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
    0x01, 0xff, 0xc4, 0x00, 0x1f, 0x00, 0x00, 0x01, 0x05, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09,
    0x0a, 0x0b, 0xff, 0xc4, 0x00, 0xb5, 0x10, 0x00, 0x02, 0x01, 0x03, 0x03, 0x02, 0x04, 0x03, 0x05,
    0x05, 0x04, 0x04, 0x00, 0x00, 0x01, 0x7d, 0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21,
    0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23,
    0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17,
    0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a,
    0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a,
    0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a,
    0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
    0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7,
    0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5,
    0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1,
    0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xff, 0xc4, 0x00, 0x1f, 0x01, 0x00, 0x03,
    0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01,
    0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0xff, 0xc4, 0x00, 0xb5, 0x11, 0x00,
    0x02, 0x01, 0x02, 0x04, 0x04, 0x03, 0x04, 0x07, 0x05, 0x04, 0x04, 0x00, 0x01, 0x02, 0x77, 0x00,
    0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13,
    0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15,
    0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26, 0x27,
    0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
    0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
    0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88,
    0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6,
    0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4,
    0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2,
    0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9,
    0xfa, 0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00, 0xf3,
    0x7a, 0x28, 0xa2, 0x83, 0xfa, 0xf4, 0xff, 0xd9,
};
static const BYTE img_two_gif[104] = {
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x04, 0x00, 0x03, 0x00, 0x81, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xff, 0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0xff, 0x21, 0xf9, 0x04, 0x05, 0x00, 0x00, 0x00,
    0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x03, 0x00, 0x00, 0x08, 0x0c, 0x00, 0x01, 0x04,
    0x10, 0x30, 0x40, 0x20, 0x41, 0x83, 0x03, 0x02, 0x02, 0x00, 0x21, 0xf9, 0x04, 0x05, 0x00, 0x00,
    0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x03, 0x00, 0x81, 0x00, 0x00, 0x00, 0xff,
    0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0xff, 0x08, 0x0c, 0x00, 0x07, 0x08, 0x08, 0x00, 0x40,
    0x20, 0x41, 0x83, 0x00, 0x02, 0x02, 0x00, 0x3b,
};
static const BYTE img_icon_ico[503] = {
    0x00, 0x00, 0x01, 0x00, 0x02, 0x00, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x3a, 0x01,
    0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x10, 0x10, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x97, 0x00,
    0x00, 0x00, 0x60, 0x01, 0x00, 0x00, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00,
    0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x08, 0x08, 0x06,
    0x00, 0x00, 0x00, 0xc4, 0x0f, 0xbe, 0x8b, 0x00, 0x00, 0x01, 0x01, 0x49, 0x44, 0x41, 0x54, 0x78,
    0x9c, 0x2d, 0xc1, 0x3f, 0x2f, 0x04, 0x41, 0x18, 0x07, 0xe0, 0xdf, 0xcc, 0xbe, 0xb3, 0x7b, 0xbb,
    0x97, 0xe3, 0xc4, 0x12, 0x91, 0xdc, 0x75, 0xdc, 0xed, 0x51, 0x90, 0x90, 0x68, 0x14, 0x5a, 0x92,
    0x25, 0xa1, 0xd2, 0x88, 0x0f, 0x20, 0xa2, 0xa1, 0x50, 0x2b, 0x94, 0x2a, 0xa5, 0xa8, 0xaf, 0xb9,
    0xe8, 0x24, 0x12, 0x9d, 0xca, 0x07, 0xd8, 0x2f, 0x80, 0x5c, 0x22, 0xc7, 0xfd, 0x71, 0x76, 0x77,
    0x76, 0xe6, 0xd5, 0x78, 0x1e, 0x30, 0xa0, 0x53, 0x17, 0xa3, 0xb9, 0x2e, 0xae, 0xc0, 0x38, 0x7f,
    0xe6, 0xbb, 0xd2, 0xd1, 0xee, 0x69, 0xd5, 0x0f, 0x6b, 0x83, 0x20, 0xac, 0x31, 0x01, 0x20, 0xcf,
    0x82, 0xc0, 0x98, 0x00, 0xa0, 0xb7, 0xc4, 0x71, 0x0a, 0x20, 0xf5, 0xc3, 0x3a, 0x0b, 0x29, 0x41,
    0xa3, 0xb0, 0x7c, 0xaf, 0x5d, 0x68, 0x6b, 0x7e, 0x1e, 0x66, 0x8b, 0x79, 0xee, 0xf2, 0xdb, 0x65,
    0xef, 0xb3, 0x17, 0xd4, 0x17, 0x1a, 0x5e, 0x9e, 0x6b, 0xa0, 0x7d, 0x1d, 0xaf, 0xb5, 0x6f, 0xf6,
    0x57, 0x05, 0x04, 0x38, 0xe6, 0x0a, 0xff, 0x9b, 0xaa, 0x4e, 0x5a, 0x47, 0x0a, 0x4b, 0xeb, 0x2f,
    0xaf, 0xae, 0x09, 0x64, 0xc1, 0x60, 0x78, 0x4f, 0x95, 0x61, 0x86, 0xa1, 0x05, 0x20, 0xbf, 0xbe,
    0xfb, 0x02, 0x00, 0xa8, 0xd3, 0x3a, 0xd8, 0x36, 0x45, 0x8e, 0xc3, 0xcd, 0xc7, 0x1d, 0xa5, 0x94,
    0x4c, 0x92, 0xe4, 0x16, 0xc2, 0x51, 0x17, 0x67, 0x27, 0x7b, 0x86, 0x8d, 0x4b, 0xbd, 0xd2, 0x4c,
    0x6c, 0x74, 0xea, 0xf8, 0x1e, 0xb5, 0xb2, 0xec, 0x17, 0x51, 0x14, 0x35, 0x00, 0x18, 0xe6, 0xf1,
    0x06, 0xa0, 0xca, 0x24, 0xd9, 0x0c, 0x18, 0xc6, 0x49, 0x75, 0xa1, 0xd9, 0x62, 0xdc, 0x6c, 0x2e,
    0x4f, 0x2f, 0x2e, 0xad, 0xd8, 0xfe, 0xfb, 0x07, 0x91, 0x72, 0xe8, 0x0f, 0x55, 0x54, 0x6e, 0xfe,
    0x1b, 0x3e, 0xb0, 0xb0, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x10, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0xf3, 0xff,
    0x61, 0x00, 0x00, 0x00, 0x5e, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xfc, 0xcf, 0xc0, 0xf0,
    0x9f, 0x01, 0x09, 0x30, 0xfe, 0x67, 0x68, 0x64, 0x40, 0x15, 0x68, 0x40, 0xe6, 0x72, 0x89, 0xc8,
    0xa3, 0xa8, 0x67, 0x62, 0xa0, 0x10, 0x0c, 0x03, 0x03, 0x58, 0x4e, 0xa6, 0x18, 0x39, 0x22, 0x0b,
    0x30, 0x32, 0x5f, 0x3c, 0x82, 0xcc, 0xff, 0xf7, 0x1f, 0x2d, 0x90, 0x19, 0x1f, 0x51, 0xd7, 0x05,
    0xa3, 0x06, 0x30, 0x30, 0xb0, 0xec, 0x90, 0xf1, 0xeb, 0x40, 0x16, 0x88, 0xb4, 0x7a, 0x63, 0x8e,
    0xcc, 0x17, 0x90, 0x52, 0xd1, 0x43, 0xe6, 0xff, 0xfa, 0xf0, 0x6c, 0x3d, 0x55, 0x5d, 0x30, 0x0c,
    0x0c, 0x00, 0x00, 0x98, 0x81, 0x14, 0xd3, 0x41, 0x80, 0x9d, 0xe4, 0x00, 0x00, 0x00, 0x00, 0x49,
    0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};

static IWICImagingFactory *factory;

static const struct { const GUID *guid; const char *name; } formats[] = {
    {&GUID_WICPixelFormat1bppIndexed, "1bppIndexed"}, {&GUID_WICPixelFormat2bppIndexed, "2bppIndexed"},
    {&GUID_WICPixelFormat4bppIndexed, "4bppIndexed"}, {&GUID_WICPixelFormat8bppIndexed, "8bppIndexed"},
    {&GUID_WICPixelFormatBlackWhite, "BlackWhite"}, {&GUID_WICPixelFormat8bppGray, "8bppGray"},
    {&GUID_WICPixelFormat16bppGray, "16bppGray"}, {&GUID_WICPixelFormat24bppBGR, "24bppBGR"},
    {&GUID_WICPixelFormat24bppRGB, "24bppRGB"}, {&GUID_WICPixelFormat32bppBGR, "32bppBGR"},
    {&GUID_WICPixelFormat32bppBGRA, "32bppBGRA"}, {&GUID_WICPixelFormat32bppPBGRA, "32bppPBGRA"},
    {&GUID_WICPixelFormat32bppRGBA, "32bppRGBA"}, {&GUID_WICPixelFormat48bppRGB, "48bppRGB"},
    {&GUID_WICPixelFormat64bppRGBA, "64bppRGBA"}, {&GUID_WICPixelFormat16bppBGR555, "16bppBGR555"},
    {&GUID_WICPixelFormat32bppCMYK, "32bppCMYK"},
};

static const struct { const GUID *guid; const char *name; } containers[] = {
    {&GUID_ContainerFormatPng, "PNG"}, {&GUID_ContainerFormatBmp, "BMP"},
    {&GUID_ContainerFormatJpeg, "JPEG"}, {&GUID_ContainerFormatTiff, "TIFF"},
    {&GUID_ContainerFormatGif, "GIF"}, {&GUID_ContainerFormatIco, "ICO"},
};

static const char *fmt_name(const GUID *g)
{
    unsigned i;
    for (i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (IsEqualGUID(g, formats[i].guid)) return formats[i].name;
    return "?";
}

static const char *cont_name(const GUID *g)
{
    unsigned i;
    for (i = 0; i < sizeof containers / sizeof containers[0]; i++)
        if (IsEqualGUID(g, containers[i].guid)) return containers[i].name;
    return "?";
}

static void hex(const char *what, const BYTE *p, unsigned n)
{
    unsigned i;
    printf("%s:", what);
    for (i = 0; i < n; i++) printf("%s%02x", i % 4 ? "" : " ", p[i]);
    printf("\n");
}

static unsigned sum(const BYTE *p, unsigned n)
{
    unsigned s = 0, i;
    for (i = 0; i < n; i++) s = s * 31 + p[i];
    return s;
}

static IWICStream *memstream(const BYTE *data, DWORD size)
{
    IWICStream *s = NULL;
    IWICImagingFactory_CreateStream(factory, &s);
    IWICStream_InitializeFromMemory(s, (BYTE *)data, size);
    return s;
}

/* Decode one image from memory: the decoder's facts, then each frame's, its pixels in its
 * own format and as 32bppBGRA. */
static void decode(const char *what, const BYTE *data, DWORD size, int show)
{
    IWICStream *s = memstream(data, size);
    IWICBitmapDecoder *dec = NULL;
    IWICBitmapFrameDecode *frame;
    IWICFormatConverter *conv;
    IWICPalette *pal;
    GUID g;
    UINT count = 0, i, w, h, colors;
    double dx, dy;
    BYTE buf[4096];
    HRESULT hr = IWICImagingFactory_CreateDecoderFromStream(factory, (IStream *)s, NULL,
                                                           WICDecodeMetadataCacheOnDemand, &dec);
    printf("%s: %08lx", what, hr);
    if (FAILED(hr)) { printf("\n"); IWICStream_Release(s); return; }
    IWICBitmapDecoder_GetContainerFormat(dec, &g);
    IWICBitmapDecoder_GetFrameCount(dec, &count);
    printf(" %s frames %u\n", cont_name(&g), count);
    IWICImagingFactory_CreatePalette(factory, &pal);
    hr = IWICBitmapDecoder_CopyPalette(dec, pal);
    colors = 0;
    IWICPalette_GetColorCount(pal, &colors);
    printf("  decoder palette: %08lx %u\n", hr, colors);
    for (i = 0; i < count; i++) {
        hr = IWICBitmapDecoder_GetFrame(dec, i, &frame);
        if (FAILED(hr)) { printf("  frame %u: %08lx\n", i, hr); continue; }
        IWICBitmapFrameDecode_GetSize(frame, &w, &h);
        IWICBitmapFrameDecode_GetPixelFormat(frame, &g);
        IWICBitmapFrameDecode_GetResolution(frame, &dx, &dy);
        printf("  frame %u: %ux%u %s dpi %.1f %.1f\n", i, w, h, fmt_name(&g), dx, dy);
        hr = IWICBitmapFrameDecode_CopyPalette(frame, pal);
        colors = 0;
        IWICPalette_GetColorCount(pal, &colors);
        printf("  palette: %08lx %u", hr, colors);
        if (SUCCEEDED(hr)) {
            WICColor c[256];
            UINT got = 0;
            BOOL alpha = 7;
            IWICPalette_GetColors(pal, 256, c, &got);
            IWICPalette_HasAlpha(pal, &alpha);
            printf(" first %08x last %08x alpha %d", c[0], c[got - 1], alpha);
        }
        printf("\n");
        if (show) {
            UINT bpp = 0, stride;
            IWICComponentInfo *info;
            IWICPixelFormatInfo *pfi;
            IWICImagingFactory_CreateComponentInfo(factory, &g, &info);
            IWICComponentInfo_QueryInterface(info, &IID_IWICPixelFormatInfo, (void **)&pfi);
            IWICPixelFormatInfo_GetBitsPerPixel(pfi, &bpp);
            IWICPixelFormatInfo_Release(pfi);
            IWICComponentInfo_Release(info);
            stride = (w * bpp + 7) / 8;
            memset(buf, 0xcc, sizeof buf);
            hr = IWICBitmapFrameDecode_CopyPixels(frame, NULL, stride, stride * h, buf);
            printf("  native %08lx", hr);
            hex("", buf, stride * h > 64 ? 64 : stride * h);
        }
        IWICImagingFactory_CreateFormatConverter(factory, &conv);
        hr = IWICFormatConverter_Initialize(conv, (IWICBitmapSource *)frame,
                                            &GUID_WICPixelFormat32bppBGRA, WICBitmapDitherTypeNone,
                                            NULL, 0.0, WICBitmapPaletteTypeCustom);
        memset(buf, 0xcc, sizeof buf);
        if (SUCCEEDED(hr)) hr = IWICFormatConverter_CopyPixels(conv, NULL, w * 4, w * h * 4, buf);
        printf("  bgra %08lx", hr);
        if (show) hex("", buf, w * h * 4 > 64 ? 64 : w * h * 4);
        else printf(" sum %08x\n", sum(buf, w * h * 4));
        IWICFormatConverter_Release(conv);
        IWICBitmapFrameDecode_Release(frame);
    }
    IWICPalette_Release(pal);
    IWICBitmapDecoder_Release(dec);
    IWICStream_Release(s);
}

static IWICBitmapFrameDecode *first_frame(const BYTE *data, DWORD size)
{
    IWICStream *s = memstream(data, size);
    IWICBitmapDecoder *dec = NULL;
    IWICBitmapFrameDecode *frame = NULL;
    IWICImagingFactory_CreateDecoderFromStream(factory, (IStream *)s, NULL,
                                               WICDecodeMetadataCacheOnDemand, &dec);
    IWICBitmapDecoder_GetFrame(dec, 0, &frame);
    IWICBitmapDecoder_Release(dec);
    IWICStream_Release(s);
    return frame;
}

/* The first ``size`` bytes of a file: where the decoder fails, if it does. */
static void cut_image(const char *what, const BYTE *data, DWORD size)
{
    IWICStream *s = memstream(data, size);
    IWICBitmapDecoder *dec = NULL;
    IWICBitmapFrameDecode *frame;
    BYTE buf[1024];
    UINT w = 0, h = 0;
    HRESULT hr = IWICImagingFactory_CreateDecoderFromStream(factory, (IStream *)s, NULL, 0, &dec);
    printf("%s: %08lx", what, hr);
    if (SUCCEEDED(hr)) {
        hr = IWICBitmapDecoder_GetFrame(dec, 0, &frame);
        printf(" frame %08lx", hr);
        if (SUCCEEDED(hr)) {
            IWICBitmapFrameDecode_GetSize(frame, &w, &h);
            hr = w * h * 4 <= sizeof buf ? IWICBitmapFrameDecode_CopyPixels(frame, NULL, w * 4, w * h * 4, buf)
                                         : E_FAIL;
            printf(" %ux%u pixels %08lx", w, h, hr);
            IWICBitmapFrameDecode_Release(frame);
        }
        IWICBitmapDecoder_Release(dec);
    }
    printf("\n");
    IWICStream_Release(s);
}

static void errors(void)
{
    static const BYTE junk[] = "this is not an image at all, not even close";
    BYTE cut[60], buf[256];
    IWICStream *s;
    IWICBitmapDecoder *dec = (void *)1;
    IWICBitmapFrameDecode *frame;
    WICRect rc = {1, 1, 3, 2};
    ULARGE_INTEGER pos;
    LARGE_INTEGER move;
    ULONG done = 77;
    HRESULT hr;

    s = memstream(junk, sizeof junk);
    hr = IWICImagingFactory_CreateDecoderFromStream(factory, (IStream *)s, NULL, 0, &dec);
    printf("junk: %08lx null %d\n", hr, dec == NULL);
    IWICStream_Release(s);
    memcpy(cut, img_rgba_png, sizeof cut);
    s = memstream(cut, sizeof cut);
    dec = (void *)1;
    hr = IWICImagingFactory_CreateDecoderFromStream(factory, (IStream *)s, NULL, 0, &dec);
    printf("cut png: %08lx", hr);
    if (SUCCEEDED(hr)) {
        hr = IWICBitmapDecoder_GetFrame(dec, 0, &frame);
        printf(" frame %08lx", hr);
        if (SUCCEEDED(hr)) {
            hr = IWICBitmapFrameDecode_CopyPixels(frame, NULL, 16, sizeof buf, buf);
            printf(" pixels %08lx", hr);
            IWICBitmapFrameDecode_Release(frame);
        }
        IWICBitmapDecoder_Release(dec);
    }
    printf("\n");
    IWICStream_Release(s);

    cut_image("cut jpeg", img_q_jpg, 300);
    cut_image("jpeg header only", img_q_jpg, 20);
    cut_image("cut gif", img_two_gif, 60);
    cut_image("cut bmp", img_rgb_bmp, 40);
    cut_image("bmp header only", img_rgb_bmp, 20);
    cut_image("cut tiff", img_rgb_tif, 100);
    cut_image("cut ico", img_icon_ico, 100);
    frame = first_frame(img_rgba_png, sizeof img_rgba_png);
    hr = IWICBitmapFrameDecode_CopyPixels(frame, &rc, 12, sizeof buf, buf);
    printf("rect 1,1 3x2: %08lx", hr);
    hex("", buf, 24);
    rc.X = 2;
    hr = IWICBitmapFrameDecode_CopyPixels(frame, &rc, 12, sizeof buf, buf);
    printf("rect past the right: %08lx\n", hr);
    hr = IWICBitmapFrameDecode_CopyPixels(frame, NULL, 15, sizeof buf, buf);
    printf("short stride: %08lx\n", hr);
    hr = IWICBitmapFrameDecode_CopyPixels(frame, NULL, 16, 47, buf);
    printf("short buffer: %08lx\n", hr);
    hr = IWICBitmapFrameDecode_CopyPixels(frame, NULL, 20, 20 * 2 + 16, buf);
    printf("last row short of stride: %08lx\n", hr);
    rc.X = 0; rc.Height = 0;
    hr = IWICBitmapFrameDecode_CopyPixels(frame, &rc, 16, sizeof buf, buf);
    printf("zero height: %08lx\n", hr);
    {
        IWICPalette *pal;
        IWICImagingFactory_CreatePalette(factory, &pal);
        hr = IWICBitmapFrameDecode_CopyPalette(frame, pal);
        printf("palette of rgba: %08lx\n", hr);
        IWICPalette_Release(pal);
    }
    {
        IWICBitmapDecoder *d2;
        IWICBitmapFrameDecode *f2 = (void *)1;
        IWICStream *s2 = memstream(img_rgba_png, sizeof img_rgba_png);
        IWICImagingFactory_CreateDecoderFromStream(factory, (IStream *)s2, NULL, 0, &d2);
        hr = IWICBitmapDecoder_GetFrame(d2, 1, &f2);
        printf("frame 1 of 1: %08lx null %d\n", hr, f2 == NULL);
        IWICBitmapDecoder_Release(d2);
        IWICStream_Release(s2);
    }

    /* IWICStream over memory */
    s = memstream(img_rgb_bmp, 16);
    move.QuadPart = 17;
    hr = IWICStream_Seek(s, move, STREAM_SEEK_SET, &pos);
    printf("seek past end: %08lx\n", hr);
    move.QuadPart = -4;
    pos.QuadPart = 99;
    hr = IWICStream_Seek(s, move, STREAM_SEEK_END, &pos);
    printf("seek end-4: %08lx %u\n", hr, (unsigned)pos.QuadPart);
    hr = IWICStream_Read(s, buf, 10, &done);
    printf("read at 12: %08lx %lu\n", hr, done);
    done = 77;
    hr = IWICStream_Write(s, buf, 1, &done);
    printf("write at end: %08lx %lu\n", hr, done);
    IWICStream_Release(s);
    IWICImagingFactory_CreateStream(factory, &s);
    hr = IWICStream_Read(s, buf, 1, &done);
    printf("read uninitialized: %08lx\n", hr);
    hr = IWICStream_InitializeFromFilename(s, L"C:\\no such dir\\x.png", GENERIC_READ);
    printf("missing file: %08lx\n", hr);
    IWICStream_Release(s);
    dec = (void *)1;
    hr = IWICImagingFactory_CreateDecoderFromFilename(factory, L"C:\\missing.png", NULL,
                                                      GENERIC_READ, 0, &dec);
    printf("decoder of missing file: %08lx null %d\n", hr, dec == NULL);
    IWICBitmapFrameDecode_Release(frame);
}

static void transforms(void)
{
    IWICBitmapFrameDecode *frame = first_frame(img_rgba_png, sizeof img_rgba_png);
    IWICBitmapScaler *sc;
    IWICBitmapFlipRotator *fr;
    IWICBitmapClipper *cl;
    IWICFormatConverter *conv;
    WICRect rc = {1, 0, 2, 2};
    BYTE buf[512];
    UINT w, h;
    BOOL can = 7;
    GUID g;
    HRESULT hr;

    IWICImagingFactory_CreateBitmapScaler(factory, &sc);
    hr = IWICBitmapScaler_GetSize(sc, &w, &h);
    printf("scaler before init: %08lx\n", hr);
    hr = IWICBitmapScaler_Initialize(sc, (IWICBitmapSource *)frame, 2, 2,
                                     WICBitmapInterpolationModeNearestNeighbor);
    IWICBitmapScaler_GetSize(sc, &w, &h);
    hr = IWICBitmapScaler_CopyPixels(sc, NULL, 8, sizeof buf, buf);
    printf("scaled 2x2: %08lx %ux%u", hr, w, h);
    hex("", buf, 16);
    IWICBitmapScaler_Release(sc);
    IWICImagingFactory_CreateBitmapScaler(factory, &sc);
    IWICBitmapScaler_Initialize(sc, (IWICBitmapSource *)frame, 7, 5,
                                WICBitmapInterpolationModeNearestNeighbor);
    hr = IWICBitmapScaler_CopyPixels(sc, NULL, 28, sizeof buf, buf);
    printf("scaled 7x5: %08lx sum %08x\n", hr, sum(buf, 140));
    IWICBitmapScaler_Release(sc);

    IWICImagingFactory_CreateBitmapFlipRotator(factory, &fr);
    hr = IWICBitmapFlipRotator_Initialize(fr, (IWICBitmapSource *)frame, WICBitmapTransformRotate90);
    IWICBitmapFlipRotator_GetSize(fr, &w, &h);
    hr = IWICBitmapFlipRotator_CopyPixels(fr, NULL, 12, sizeof buf, buf);
    printf("rotated 90: %08lx %ux%u", hr, w, h);
    hex("", buf, 48);
    IWICBitmapFlipRotator_Release(fr);
    IWICImagingFactory_CreateBitmapFlipRotator(factory, &fr);
    IWICBitmapFlipRotator_Initialize(fr, (IWICBitmapSource *)frame,
                                     WICBitmapTransformFlipHorizontal | WICBitmapTransformFlipVertical);
    hr = IWICBitmapFlipRotator_CopyPixels(fr, NULL, 16, sizeof buf, buf);
    printf("flipped both: %08lx", hr);
    hex("", buf, 16);
    IWICBitmapFlipRotator_Release(fr);

    IWICImagingFactory_CreateBitmapClipper(factory, &cl);
    hr = IWICBitmapClipper_Initialize(cl, (IWICBitmapSource *)frame, &rc);
    IWICBitmapClipper_GetSize(cl, &w, &h);
    hr = IWICBitmapClipper_CopyPixels(cl, NULL, 8, sizeof buf, buf);
    printf("clipped: %08lx %ux%u", hr, w, h);
    hex("", buf, 16);
    IWICBitmapClipper_Release(cl);

    IWICImagingFactory_CreateFormatConverter(factory, &conv);
    hr = IWICFormatConverter_CanConvert(conv, &GUID_WICPixelFormat32bppBGRA,
                                        &GUID_WICPixelFormat24bppBGR, &can);
    printf("can convert: %08lx %d\n", hr, can);
    hr = IWICFormatConverter_Initialize(conv, (IWICBitmapSource *)frame,
                                        &GUID_WICPixelFormat32bppPBGRA, WICBitmapDitherTypeNone,
                                        NULL, 0.0, WICBitmapPaletteTypeCustom);
    IWICFormatConverter_GetPixelFormat(conv, &g);
    hr = IWICFormatConverter_CopyPixels(conv, NULL, 16, sizeof buf, buf);
    printf("pbgra: %08lx %s", hr, fmt_name(&g));
    hex("", buf, 48);
    hr = IWICFormatConverter_Initialize(conv, (IWICBitmapSource *)frame,
                                        &GUID_WICPixelFormat24bppBGR, WICBitmapDitherTypeNone,
                                        NULL, 0.0, WICBitmapPaletteTypeCustom);
    printf("second init: %08lx\n", hr);
    IWICFormatConverter_Release(conv);
    {
        static const char *names[] = {"24bppBGR", "24bppRGB", "32bppRGBA", "32bppBGR", "8bppGray",
                                      "48bppRGB", "64bppRGBA", "16bppBGR555"};
        static const GUID *guids[] = {&GUID_WICPixelFormat24bppBGR, &GUID_WICPixelFormat24bppRGB,
                                      &GUID_WICPixelFormat32bppRGBA, &GUID_WICPixelFormat32bppBGR,
                                      &GUID_WICPixelFormat8bppGray, &GUID_WICPixelFormat48bppRGB,
                                      &GUID_WICPixelFormat64bppRGBA, &GUID_WICPixelFormat16bppBGR555};
        static const UINT bytes[] = {3, 3, 4, 4, 1, 6, 8, 2};
        unsigned i;
        for (i = 0; i < 8; i++) {
            IWICImagingFactory_CreateFormatConverter(factory, &conv);
            hr = IWICFormatConverter_Initialize(conv, (IWICBitmapSource *)frame, guids[i],
                                                WICBitmapDitherTypeNone, NULL, 0.0,
                                                WICBitmapPaletteTypeCustom);
            memset(buf, 0xcc, sizeof buf);
            if (SUCCEEDED(hr))
                hr = IWICFormatConverter_CopyPixels(conv, NULL, 4 * bytes[i], 12 * bytes[i], buf);
            printf("to %s: %08lx", names[i], hr);
            hex("", buf, 4 * bytes[i]);
            IWICFormatConverter_Release(conv);
        }
    }
    IWICBitmapFrameDecode_Release(frame);
}

static void bitmaps(void)
{
    static const BYTE px[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 0,
                              21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 0, 0};
    IWICBitmap *bmp;
    IWICBitmapLock *lock, *lock2;
    WICRect rc = {1, 1, 2, 1};
    UINT stride = 0, size = 0, w, h;
    BYTE *data = NULL, buf[64];
    double dx = 1, dy = 1;
    HRESULT hr;

    hr = IWICImagingFactory_CreateBitmapFromMemory(factory, 4, 2, &GUID_WICPixelFormat24bppBGR,
                                                   14, sizeof px, (BYTE *)px, &bmp);
    printf("from memory: %08lx\n", hr);
    IWICBitmap_GetResolution(bmp, &dx, &dy);
    printf("  resolution %.1f %.1f\n", dx, dy);
    hr = IWICBitmap_Lock(bmp, &rc, WICBitmapLockWrite, &lock);
    IWICBitmapLock_GetStride(lock, &stride);
    IWICBitmapLock_GetDataPointer(lock, &size, &data);
    IWICBitmapLock_GetSize(lock, &w, &h);
    printf("  lock: %08lx stride %u size %u %ux%u first %d\n", hr, stride, size, w, h, data[0]);
    hr = IWICBitmap_Lock(bmp, NULL, WICBitmapLockRead, &lock2);
    printf("  second lock: %08lx\n", hr);
    data[0] = 99;
    IWICBitmapLock_Release(lock);
    hr = IWICBitmap_Lock(bmp, NULL, WICBitmapLockRead, &lock2);
    printf("  lock after release: %08lx\n", hr);
    if (SUCCEEDED(hr)) IWICBitmapLock_Release(lock2);
    hr = IWICBitmap_CopyPixels(bmp, NULL, 12, sizeof buf, buf);
    printf("  pixels: %08lx", hr);
    hex("", buf, 24);
    IWICBitmap_SetResolution(bmp, 150.0, 75.0);
    IWICBitmap_GetResolution(bmp, &dx, &dy);
    printf("  resolution %.1f %.1f\n", dx, dy);
    IWICBitmap_Release(bmp);
    hr = IWICImagingFactory_CreateBitmap(factory, 3, 3, &GUID_WICPixelFormat8bppGray,
                                         WICBitmapCacheOnLoad, &bmp);
    hr = IWICBitmap_Lock(bmp, NULL, WICBitmapLockRead, &lock);
    IWICBitmapLock_GetStride(lock, &stride);
    IWICBitmapLock_GetDataPointer(lock, &size, &data);
    printf("gray 3x3: stride %u size %u zero %d\n", stride, size, data[0] == 0 && data[8] == 0);
    IWICBitmapLock_Release(lock);
    IWICBitmap_Release(bmp);
    {
        IWICBitmapFrameDecode *frame = first_frame(img_pal_png, sizeof img_pal_png);
        IWICBitmapSource *conv = NULL;
        hr = IWICImagingFactory_CreateBitmapFromSource(factory, (IWICBitmapSource *)frame,
                                                       WICBitmapCacheOnLoad, &bmp);
        printf("from source: %08lx", hr);
        IWICBitmap_GetPixelFormat(bmp, (GUID *)buf);
        printf(" %s", fmt_name((GUID *)buf));
        IWICBitmap_CopyPixels(bmp, NULL, 1, 3, buf);
        hex("", buf, 3);
        hr = WICConvertBitmapSource(&GUID_WICPixelFormat32bppBGRA, (IWICBitmapSource *)bmp, &conv);
        memset(buf, 0, sizeof buf);
        IWICBitmapSource_CopyPixels(conv, NULL, 16, 48, buf);
        printf("converted: %08lx", hr);
        hex("", buf, 16);
        IWICBitmapSource_Release(conv);
        IWICBitmap_Release(bmp);
        IWICBitmapFrameDecode_Release(frame);
    }
}

/* GDI bitmaps and icons as WIC bitmaps. */
static void gdi_bitmaps(void)
{
    BITMAPINFO bi;
    void *bits = NULL;
    HBITMAP dib, mono;
    DWORD *px;
    IWICBitmap *bmp = NULL;
    GUID g;
    BYTE buf[64];
    UINT w = 0, h = 0;
    HICON icon;
    HRESULT hr;

    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi.bmiHeader.biWidth = 2;
    bi.bmiHeader.biHeight = 2;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    dib = CreateDIBSection(NULL, &bi, DIB_RGB_COLORS, &bits, NULL, 0);
    px = bits;
    px[0] = 0x80102030; px[1] = 0xff405060; px[2] = 0x00708090; px[3] = 0x11223344;
    hr = IWICImagingFactory_CreateBitmapFromHBITMAP(factory, dib, NULL, WICBitmapUseAlpha, &bmp);
    IWICBitmap_GetPixelFormat(bmp, &g);
    memset(buf, 0xcc, sizeof buf);
    IWICBitmap_CopyPixels(bmp, NULL, 8, 16, buf);
    printf("dib section: %08lx %s", hr, fmt_name(&g));
    hex("", buf, 16);
    IWICBitmap_Release(bmp);
    hr = IWICImagingFactory_CreateBitmapFromHBITMAP(factory, dib, NULL, WICBitmapIgnoreAlpha, &bmp);
    IWICBitmap_GetPixelFormat(bmp, &g);
    printf("ignore alpha: %08lx %s\n", hr, fmt_name(&g));
    IWICBitmap_Release(bmp);
    bmp = (void *)1;
    hr = IWICImagingFactory_CreateBitmapFromHBITMAP(factory, (HBITMAP)(ULONG_PTR)0x1234, NULL,
                                                    WICBitmapUseAlpha, &bmp);
    printf("not a bitmap: %08lx\n", hr);
    DeleteObject(dib);
    mono = CreateBitmap(8, 2, 1, 1, NULL);
    hr = IWICImagingFactory_CreateBitmapFromHBITMAP(factory, mono, NULL, WICBitmapUseAlpha, &bmp);
    IWICBitmap_GetPixelFormat(bmp, &g);
    IWICBitmap_GetSize(bmp, &w, &h);
    printf("monochrome: %08lx %s %ux%u\n", hr, fmt_name(&g), w, h);
    IWICBitmap_Release(bmp);
    DeleteObject(mono);
    icon = LoadIcon(NULL, IDI_APPLICATION);
    hr = IWICImagingFactory_CreateBitmapFromHICON(factory, icon, &bmp);
    IWICBitmap_GetPixelFormat(bmp, &g);
    IWICBitmap_GetSize(bmp, &w, &h);
    printf("icon: %08lx %s %ux%u\n", hr, fmt_name(&g), w, h);
    IWICBitmap_Release(bmp);
}

static void info(void)
{
    IWICComponentInfo *ci;
    IWICBitmapDecoderInfo *di;
    IWICPixelFormatInfo2 *pi;
    WCHAR name[64];
    UINT n = 0, bpp = 0, ch = 0;
    BOOL trans = 7;
    WICComponentType type = 0;
    HRESULT hr;
    hr = IWICImagingFactory_CreateComponentInfo(factory, &CLSID_WICPngDecoder, &ci);
    IWICComponentInfo_GetComponentType(ci, &type);
    IWICComponentInfo_GetFriendlyName(ci, 64, name, &n);
    printf("png decoder info: %08lx type %d name %ls len %u\n", hr, type, name, n);
    hr = IWICComponentInfo_QueryInterface(ci, &IID_IWICBitmapDecoderInfo, (void **)&di);
    IWICBitmapDecoderInfo_GetFileExtensions(di, 64, name, &n);
    printf("  extensions: %08lx %ls\n", hr, name);
    hr = IWICBitmapDecoderInfo_GetFileExtensions(di, 2, name, &n);
    printf("  short: %08lx %u\n", hr, n);
    IWICBitmapDecoderInfo_Release(di);
    IWICComponentInfo_Release(ci);
    hr = IWICImagingFactory_CreateComponentInfo(factory, &GUID_WICPixelFormat32bppBGRA, &ci);
    IWICComponentInfo_QueryInterface(ci, &IID_IWICPixelFormatInfo2, (void **)&pi);
    IWICPixelFormatInfo2_GetBitsPerPixel(pi, &bpp);
    IWICPixelFormatInfo2_GetChannelCount(pi, &ch);
    IWICPixelFormatInfo2_SupportsTransparency(pi, &trans);
    IWICComponentInfo_GetComponentType(ci, &type);
    printf("bgra info: %08lx type %d bpp %u channels %u transparency %d\n", hr, type, bpp, ch, trans);
    IWICPixelFormatInfo2_Release(pi);
    IWICComponentInfo_Release(ci);
    ci = (void *)1;
    hr = IWICImagingFactory_CreateComponentInfo(factory, &IID_IWICStream, &ci);
    printf("unknown component: %08lx null %d\n", hr, ci == NULL);
}

static DWORD file_bytes(const WCHAR *path, BYTE *buf, DWORD size)
{
    HANDLE f = CreateFileW(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    DWORD got = 0;
    ReadFile(f, buf, size, &got, NULL);
    CloseHandle(f);
    return got;
}

/* Encode the 4x3 RGBA frame (converted to what each encoder takes) into a file, then read
 * the file back through CreateDecoderFromFilename. */
static void encode(const char *what, const GUID *container, const GUID *want, const WCHAR *path,
                   int show_bytes)
{
    static BYTE file[8192];
    IWICBitmapFrameDecode *src = first_frame(img_rgba_png, sizeof img_rgba_png);
    IWICStream *s;
    IWICBitmapEncoder *enc;
    IWICBitmapFrameEncode *fe;
    IWICBitmapDecoder *dec;
    IWICBitmapFrameDecode *frame;
    IWICFormatConverter *conv;
    GUID fmt = *want, g;
    BYTE buf[256];
    UINT w, h;
    DWORD n;
    HRESULT hr;

    IWICImagingFactory_CreateStream(factory, &s);
    hr = IWICStream_InitializeFromFilename(s, path, GENERIC_WRITE);
    hr = IWICImagingFactory_CreateEncoder(factory, container, NULL, &enc);
    printf("%s encoder: %08lx", what, hr);
    hr = IWICBitmapEncoder_Initialize(enc, (IStream *)s, WICBitmapEncoderNoCache);
    hr = IWICBitmapEncoder_CreateNewFrame(enc, &fe, NULL);
    hr = IWICBitmapFrameEncode_Initialize(fe, NULL);
    hr = IWICBitmapFrameEncode_SetSize(fe, 4, 3);
    hr = IWICBitmapFrameEncode_SetPixelFormat(fe, &fmt);
    printf(" format %s", fmt_name(&fmt));
    IWICImagingFactory_CreateFormatConverter(factory, &conv);
    IWICFormatConverter_Initialize(conv, (IWICBitmapSource *)src, &fmt, WICBitmapDitherTypeNone,
                                   NULL, 0.0, WICBitmapPaletteTypeCustom);
    hr = IWICBitmapFrameEncode_WriteSource(fe, (IWICBitmapSource *)conv, NULL);
    printf(" write %08lx", hr);
    hr = IWICBitmapEncoder_Commit(enc);
    printf(" early commit %08lx", hr);
    hr = IWICBitmapFrameEncode_Commit(fe);
    printf(" frame %08lx", hr);
    hr = IWICBitmapEncoder_Commit(enc);
    printf(" commit %08lx\n", hr);
    IWICFormatConverter_Release(conv);
    IWICBitmapFrameEncode_Release(fe);
    IWICBitmapEncoder_Release(enc);
    IWICStream_Release(s);
    n = file_bytes(path, file, sizeof file);
    if (show_bytes) printf("  file %lu bytes sum %08x\n", n, sum(file, n));
    else printf("  file written %d\n", n > 20);

    hr = IWICImagingFactory_CreateDecoderFromFilename(factory, path, NULL, GENERIC_READ,
                                                      WICDecodeMetadataCacheOnDemand, &dec);
    printf("  read back: %08lx", hr);
    if (FAILED(hr)) { printf("\n"); IWICBitmapFrameDecode_Release(src); return; }
    IWICBitmapDecoder_GetContainerFormat(dec, &g);
    IWICBitmapDecoder_GetFrame(dec, 0, &frame);
    IWICBitmapFrameDecode_GetSize(frame, &w, &h);
    IWICBitmapFrameDecode_GetPixelFormat(frame, &g);
    printf(" %ux%u %s", w, h, fmt_name(&g));
    if (IsEqualGUID(container, &GUID_ContainerFormatJpeg)) {
        /* lossy, and each encoder quantizes its own way: the size and format only */
        printf("\n");
    } else {
        UINT bpp = 0, stride;
        IWICComponentInfo *ci;
        IWICPixelFormatInfo *pfi;
        IWICImagingFactory_CreateComponentInfo(factory, &g, &ci);
        IWICComponentInfo_QueryInterface(ci, &IID_IWICPixelFormatInfo, (void **)&pfi);
        IWICPixelFormatInfo_GetBitsPerPixel(pfi, &bpp);
        IWICPixelFormatInfo_Release(pfi);
        IWICComponentInfo_Release(ci);
        stride = (w * bpp + 7) / 8;
        hr = IWICBitmapFrameDecode_CopyPixels(frame, NULL, stride, stride * h, buf);
        hex("", buf, stride * h > 48 ? 48 : stride * h);
    }
    IWICBitmapFrameDecode_Release(frame);
    IWICBitmapDecoder_Release(dec);
    IWICBitmapFrameDecode_Release(src);
}

/* Encoder options through CreateNewFrame's property bag: JPEG's ImageQuality (a low one
 * makes a smaller file), TIFF's compression method, and the bag's own answers. */
static DWORD encode_with(const GUID *container, const WCHAR *name, VARTYPE vt, float r4, BYTE ui1,
                         HRESULT *write_hr, HRESULT *init_hr, HRESULT *commit_hr)
{
    static BYTE file[16384];
    IWICBitmapFrameDecode *src = first_frame(img_rgba_png, sizeof img_rgba_png);
    IWICBitmapScaler *sc;
    IStream *s;
    IWICBitmapEncoder *enc;
    IWICBitmapFrameEncode *fe;
    IPropertyBag2 *bag = NULL;
    PROPBAG2 opt;
    VARIANT v;
    HGLOBAL mem;
    DWORD size = 0;
    BYTE *p;

    IWICImagingFactory_CreateBitmapScaler(factory, &sc);
    IWICBitmapScaler_Initialize(sc, (IWICBitmapSource *)src, 64, 48, WICBitmapInterpolationModeNearestNeighbor);
    CreateStreamOnHGlobal(NULL, TRUE, &s);
    IWICImagingFactory_CreateEncoder(factory, container, NULL, &enc);
    IWICBitmapEncoder_Initialize(enc, s, WICBitmapEncoderNoCache);
    IWICBitmapEncoder_CreateNewFrame(enc, &fe, &bag);
    memset(&opt, 0, sizeof opt);
    opt.pstrName = (LPOLESTR)name;
    memset(&v, 0, sizeof v);
    V_VT(&v) = vt;
    if (vt == VT_R4) V_R4(&v) = r4; else V_UI1(&v) = ui1;
    *write_hr = name ? IPropertyBag2_Write(bag, 1, &opt, &v) : S_OK;
    *init_hr = IWICBitmapFrameEncode_Initialize(fe, bag);
    IWICBitmapFrameEncode_WriteSource(fe, (IWICBitmapSource *)sc, NULL);
    IWICBitmapFrameEncode_Commit(fe);
    *commit_hr = IWICBitmapEncoder_Commit(enc);
    GetHGlobalFromStream(s, &mem);
    p = GlobalLock(mem);
    {
        STATSTG st;
        IStream_Stat(s, &st, STATFLAG_NONAME);
        size = (DWORD)st.cbSize.QuadPart;
    }
    if (size > sizeof file) size = sizeof file;
    memcpy(file, p, size);
    GlobalUnlock(mem);
    IPropertyBag2_Release(bag);
    IWICBitmapFrameEncode_Release(fe);
    IWICBitmapEncoder_Release(enc);
    IStream_Release(s);
    IWICBitmapScaler_Release(sc);
    IWICBitmapFrameDecode_Release(src);
    return size;
}

static void options(void)
{
    HRESULT w, i, c;
    DWORD plain, low, zip, none;
    IWICBitmapEncoder *enc;
    IWICBitmapFrameEncode *fe;
    IPropertyBag2 *bag = NULL;
    IStream *s;
    PROPBAG2 opt;
    VARIANT v;
    ULONG count = 0;
    HRESULT err = 7, hr;

    plain = encode_with(&GUID_ContainerFormatJpeg, NULL, VT_R4, 0, 0, &w, &i, &c);
    low = encode_with(&GUID_ContainerFormatJpeg, L"ImageQuality", VT_R4, 0.1f, 0, &w, &i, &c);
    printf("jpeg quality 0.1: write %08lx init %08lx commit %08lx smaller %d\n", w, i, c, low < plain);
    none = encode_with(&GUID_ContainerFormatTiff, L"TiffCompressionMethod", VT_UI1, 0, WICTiffCompressionNone, &w, &i, &c);
    zip = encode_with(&GUID_ContainerFormatTiff, L"TiffCompressionMethod", VT_UI1, 0, WICTiffCompressionZIP, &w, &i, &c);
    printf("tiff zip: write %08lx init %08lx commit %08lx smaller %d\n", w, i, c, zip < none);
    encode_with(&GUID_ContainerFormatPng, L"NoSuchOption", VT_UI1, 0, 1, &w, &i, &c);
    printf("unknown option: write %08lx init %08lx commit %08lx\n", w, i, c);
    encode_with(&GUID_ContainerFormatJpeg, L"ImageQuality", VT_UI1, 0, 1, &w, &i, &c);
    printf("wrong type: write %08lx init %08lx commit %08lx\n", w, i, c);

    CreateStreamOnHGlobal(NULL, TRUE, &s);
    IWICImagingFactory_CreateEncoder(factory, &GUID_ContainerFormatJpeg, NULL, &enc);
    IWICBitmapEncoder_Initialize(enc, s, WICBitmapEncoderNoCache);
    IWICBitmapEncoder_CreateNewFrame(enc, &fe, &bag);
    hr = IPropertyBag2_CountProperties(bag, &count);
    printf("jpeg options: %08lx some %d\n", hr, count >= 1);
    memset(&opt, 0, sizeof opt);
    opt.pstrName = (LPOLESTR)L"ImageQuality";
    memset(&v, 0, sizeof v);
    hr = IPropertyBag2_Read(bag, 1, &opt, NULL, &v, &err);
    printf("read ImageQuality: %08lx vt %d err %08lx\n", hr, V_VT(&v), err);
    IPropertyBag2_Release(bag);
    IWICBitmapFrameEncode_Release(fe);
    IWICBitmapEncoder_Release(enc);
    IStream_Release(s);
}

int main(void)
{
    IWICImagingFactory *f2 = NULL;
    IUnknown *unk = NULL;
    HRESULT hr;

    CoInitialize(NULL);
    hr = CoCreateInstance(&CLSID_WICImagingFactory, NULL, CLSCTX_INPROC_SERVER,
                          &IID_IWICImagingFactory, (void **)&factory);
    printf("factory: %08lx\n", hr);
    hr = IWICImagingFactory_QueryInterface(factory, &IID_IWICImagingFactory2, (void **)&unk);
    printf("factory1 as factory2: %08lx null %d\n", hr, unk == NULL);
    hr = CoCreateInstance(&CLSID_WICImagingFactory2, NULL, CLSCTX_INPROC_SERVER,
                          &IID_IWICImagingFactory, (void **)&f2);
    printf("factory2: %08lx\n", hr);
    if (f2) IWICImagingFactory_Release(f2);
    f2 = NULL;
    {
        /* the export mingw's import library lacks, as programs reach it */
        HRESULT (WINAPI *proxy)(UINT, IWICImagingFactory **) =
            (void *)GetProcAddress(LoadLibraryA("windowscodecs.dll"),
                                   "WICCreateImagingFactory_Proxy");
        hr = proxy ? proxy(WINCODEC_SDK_VERSION, &f2) : E_FAIL;
    }
    printf("proxy: %08lx %d\n", hr, f2 != NULL);
    if (f2) IWICImagingFactory_Release(f2);

    decode("rgba.png", img_rgba_png, sizeof img_rgba_png, 1);
    decode("rgb.png", img_rgb_png, sizeof img_rgb_png, 1);
    decode("gray.png", img_gray_png, sizeof img_gray_png, 1);
    decode("pal.png", img_pal_png, sizeof img_pal_png, 1);
    decode("rgb.bmp", img_rgb_bmp, sizeof img_rgb_bmp, 1);
    decode("pal.bmp", img_pal_bmp, sizeof img_pal_bmp, 1);
    decode("rgb.tif", img_rgb_tif, sizeof img_rgb_tif, 1);
    decode("rgba.tif", img_rgba_tif, sizeof img_rgba_tif, 1);
    decode("q.jpg", img_q_jpg, sizeof img_q_jpg, 0);
    decode("two.gif", img_two_gif, sizeof img_two_gif, 1);
    decode("icon.ico", img_icon_ico, sizeof img_icon_ico, 0);
    errors();
    transforms();
    bitmaps();
    gdi_bitmaps();
    info();
    encode("bmp", &GUID_ContainerFormatBmp, &GUID_WICPixelFormat24bppBGR, L"C:\\wic_out.bmp", 1);
    encode("bmp 32", &GUID_ContainerFormatBmp, &GUID_WICPixelFormat32bppBGRA, L"C:\\wic_out32.bmp", 1);
    encode("png", &GUID_ContainerFormatPng, &GUID_WICPixelFormat32bppBGRA, L"C:\\wic_out.png", 0);
    encode("png gray", &GUID_ContainerFormatPng, &GUID_WICPixelFormat8bppGray, L"C:\\wic_gray.png", 0);
    encode("tiff", &GUID_ContainerFormatTiff, &GUID_WICPixelFormat24bppBGR, L"C:\\wic_out.tif", 0);
    encode("jpeg", &GUID_ContainerFormatJpeg, &GUID_WICPixelFormat24bppBGR, L"C:\\wic_out.jpg", 0);
    encode("jpeg rgba", &GUID_ContainerFormatJpeg, &GUID_WICPixelFormat32bppBGRA, L"C:\\wic_q.jpg", 0);
    options();
    printf("release factory: %lu\n", IWICImagingFactory_Release(factory));
    CoUninitialize();
    return 0;
}
