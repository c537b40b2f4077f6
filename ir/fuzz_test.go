package ir

import (
	"bytes"
	"testing"
)

// FuzzDecode feeds arbitrary bytes to the saved-program reader: it must
// return a module or an error, never panic, and a module it returns must
// save again to bytes it reads back.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(Magic + "\x01\x00\x00\x00\x00"))
	f.Add([]byte(Magic + "\x01\x03\x04main\x01x\x0ctensor<2xf32>\x01\x01\x02\x00\x01\x01\x02\x00\x01\x00"))
	f.Add([]byte("SHLOGOIR\x02"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := Write(&buf, m); err != nil {
			t.Fatalf("writing a decoded module: %v", err)
		}
		if _, err := Decode(buf.Bytes()); err != nil {
			t.Fatalf("reading a written module: %v", err)
		}
	})
}
