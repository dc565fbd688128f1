class WindowManager:
    def __init__(self, vm, screen): self.vm=vm
    def before_batch(self): pass
    def next_timer_ms(self): return None
