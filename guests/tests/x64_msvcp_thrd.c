#include "msvcp_thrd.c"
