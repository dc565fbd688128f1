"""Page VMs live as long as their page: expiry after 60 s without it, with task.Clock."""

from twisted.internet import task

from wineagent.web.pages import VM_EXPIRY, Pages


def test_a_page_vm_ends_when_its_page_has_been_gone_60_seconds():
    """A VM nobody has talked to for 60 s is ended; one heard from recently stays."""
    clock = task.Clock()
    pages = Pages(clock)
    gone = pages.create("hello")
    kept = pages.create("clock")
    clock.advance(VM_EXPIRY - 1)
    pages.expire()
    assert set(pages.vms) == {gone.id, kept.id}
    kept.touch()                       # its page polled / sent input just now
    clock.advance(2)
    pages.expire()
    assert set(pages.vms) == {kept.id}
    assert gone.host.ended and "page gone" in gone.host.end_reason
    pages.close_all()
    assert not pages.vms and kept.host.ended


def test_a_connected_page_keeps_its_vm_however_quiet_it_is():
    """While the page's socket is open the page is certainly there: no expiry."""
    clock = task.Clock()
    pages = Pages(clock)
    pvm = pages.create("hello")
    sock = _RecordingSocket()
    pvm.socket = sock                  # the page's open WebSocket (browser tests use a real one)
    clock.advance(VM_EXPIRY * 3)
    pages.expire()
    assert pvm.id in pages.vms
    pvm.socket = None
    pages.close_all()


class _RecordingSocket:
    """Records what a page VM pushes (frames as binary messages, events as text)."""

    def __init__(self):
        self.frames, self.texts = [], []
        self.transport = self

    def sendBytesMessage(self, data):
        self.frames.append(data)

    def sendTextMessage(self, text):
        self.texts.append(text)

    def send_json(self, value):
        self.texts.append(value)
