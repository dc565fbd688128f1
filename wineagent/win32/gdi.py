class Gdi:
    def __init__(self, vm, screen): self.vm=vm
    def screen_changed(self): return False
