/* Resource ids of the combo box test guest (combotest.c / combotest.rc). */
#define IDD_COMBO    100
#define IDC_PICK     101
#define IDC_FRUIT    102
#define IDC_INFO     103
#define IDC_SIMPLE   301
