package tensor

import (
	"bytes"
	"testing"
)

// FuzzReadNPY feeds arbitrary bytes to the .npy reader: it must fail
// cleanly or return a tensor that writes back to a file reading as the
// same tensor.
func FuzzReadNPY(f *testing.F) {
	for _, ty := range []Type{
		{Kind: F32, Shape: []int64{2, 3}},
		{Kind: SI64},
		{Kind: Bool, Shape: []int64{4}},
		{Kind: UI8, Shape: []int64{0, 2}},
		{Kind: Complex64, Shape: []int64{1}},
		{Kind: F16, Shape: []int64{3}},
	} {
		tt, err := New(ty)
		if err != nil {
			f.Fatal(err)
		}
		for i := 0; i < tt.Len(); i++ {
			tt.SetBits(i, uint64(i*0x3c01+1))
		}
		tt.Normalize()
		var b bytes.Buffer
		if err := WriteNPY(&b, tt); err != nil {
			f.Fatal(err)
		}
		f.Add(b.Bytes())
	}
	f.Add([]byte("\x93NUMPY\x01\x00\x76\x00{'descr': '>i4', 'fortran_order': True, 'shape': (2, 2), }"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := ReadNPY(bytes.NewReader(data))
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := WriteNPY(&b, got); err != nil {
			// Some kinds read from .npy have no .npy form of their own.
			return
		}
		again, err := ReadNPY(&b)
		if err != nil {
			t.Fatalf("re-reading a written %s: %v", got.Type(), err)
		}
		if !again.BitwiseEqual(got) {
			t.Fatalf("round trip changed %s into %s", got.Type(), again.Type())
		}
	})
}
