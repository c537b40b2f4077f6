package tensor

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

// npyFile assembles a version 1.0 .npy file from a header dict and data.
func npyFile(header string, data []byte) []byte {
	var b bytes.Buffer
	b.WriteString(npyMagic)
	b.Write([]byte{1, 0})
	header += "\n"
	binary.Write(&b, binary.LittleEndian, uint16(len(header)))
	b.WriteString(header)
	b.Write(data)
	return b.Bytes()
}

func TestWriteNPYHeader(t *testing.T) {
	x := mustSlice(t, NewType(F32, 2, 3), []float32{1, 2, 3, 4, 5, 6})
	var buf bytes.Buffer
	if err := WriteNPY(&buf, x); err != nil {
		t.Fatal(err)
	}
	out := buf.Bytes()
	if !bytes.HasPrefix(out, []byte("\x93NUMPY\x01\x00")) {
		t.Fatalf("bad magic: %q", out[:8])
	}
	hlen := int(binary.LittleEndian.Uint16(out[8:10]))
	if (10+hlen)%64 != 0 {
		t.Errorf("data offset %d is not a multiple of 64", 10+hlen)
	}
	header := string(out[10 : 10+hlen])
	if want := "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }"; !strings.HasPrefix(header, want) || !strings.HasSuffix(header, "\n") {
		t.Errorf("header = %q, want %q padded", header, want)
	}
	if got := len(out) - 10 - hlen; got != 24 {
		t.Errorf("data has %d bytes, want 24", got)
	}
	for shape, want := range map[string][]int64{"()": {}, "(5,)": {5}} {
		var b bytes.Buffer
		y, _ := New(NewType(SI8, want...))
		if err := WriteNPY(&b, y); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "'shape': "+shape+", }") {
			t.Errorf("shape %v not written as %s: %q", want, shape, b.String())
		}
	}
}

func TestNPYRoundTrip(t *testing.T) {
	for _, k := range allKinds() {
		rng := splitMix{uint64(k) * 31}
		x, err := FromBits(NewType(k, 3, 2), func(i int) uint64 {
			b := rng.next()
			if k.IsNarrowFloat() {
				b = EncodeFloat(k, DecodeFloat(k, b))
			}
			return b
		})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WriteNPY(&buf, x); err != nil {
			t.Fatalf("WriteNPY(%v): %v", k, err)
		}
		data := buf.Bytes()
		y, err := ReadNPYAs(bytes.NewReader(data), x.Type())
		if err != nil {
			t.Fatalf("ReadNPYAs(%v): %v", k, err)
		}
		if !y.BitwiseEqual(x) {
			t.Errorf("%v: ReadNPYAs round trip changed the data:\n%s\n%s", k, x.Format(), y.Format())
		}
		z, err := ReadNPYAs(bytes.NewReader(data), Type{Kind: k})
		if err != nil || !z.BitwiseEqual(x) {
			t.Errorf("%v: ReadNPYAs with the file's shape failed: %v", k, err)
		}
		w, err := ReadNPY(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("ReadNPY(%v): %v", k, err)
		}
		if want, _ := kindForDescr(npyDescr(k)[1:]); w.Kind() != want {
			t.Errorf("ReadNPY of a %v file gave %v, want %v", k, w.Kind(), want)
		}
	}
}

func TestReadNPYConventions(t *testing.T) {
	// A sign-extended int8 file read as i4, and a uint16 file read as bf16.
	i4, err := ReadNPYAs(bytes.NewReader(npyFile("{'descr': '|i1', 'fortran_order': False, 'shape': (3,), }",
		[]byte{0xFF, 0x07, 0xF8})), NewType(SI4, 3))
	if err != nil {
		t.Fatal(err)
	}
	if got := i4.FormatDense(); got != "dense<[-1, 7, -8]> : tensor<3xi4>" {
		t.Errorf("i4 = %s", got)
	}
	bf, err := ReadNPYAs(bytes.NewReader(npyFile("{'descr': '<V2', 'fortran_order': False, 'shape': (2,), }",
		[]byte{0x80, 0x3F, 0x80, 0x7F})), NewType(BF16, 2))
	if err != nil {
		t.Fatal(err)
	}
	if got := bf.FormatDense(); got != "dense<[1.000000e+00, 0x7F80]> : tensor<2xbf16>" {
		t.Errorf("bf16 = %s", got)
	}
	var buf bytes.Buffer
	if err := WriteNPY(&buf, i4); err != nil {
		t.Fatal(err)
	}
	if data := buf.Bytes(); !bytes.HasSuffix(data, []byte{0xFF, 0x07, 0xF8}) {
		t.Errorf("i4 written as %x, want sign-extended bytes", data[len(data)-3:])
	}
}

func TestReadNPYLayouts(t *testing.T) {
	tests := []struct {
		name string
		file []byte
		want string
	}{
		{
			"fortran order",
			npyFile("{'descr': '<i2', 'fortran_order': True, 'shape': (2, 3), }",
				[]byte{1, 0, 4, 0, 2, 0, 5, 0, 3, 0, 6, 0}),
			"dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>",
		},
		{
			"big endian",
			npyFile("{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }",
				[]byte{0x3F, 0x80, 0, 0, 0xC0, 0, 0, 0}),
			"dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf32>",
		},
		{
			"key order and spacing",
			npyFile("{\"shape\":(2,),\"fortran_order\":False,\"descr\":\"|b1\"}", []byte{1, 0}),
			"dense<[true, false]> : tensor<2xi1>",
		},
		{
			"scalar complex",
			npyFile("{'descr': '<c8', 'fortran_order': False, 'shape': (), }",
				[]byte{0, 0, 0x80, 0x3F, 0, 0, 0, 0x40}),
			"dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>",
		},
		{
			"empty",
			npyFile("{'descr': '<u8', 'fortran_order': False, 'shape': (0, 4), }", nil),
			"dense<> : tensor<0x4xui64>",
		},
		{
			"float16",
			npyFile("{'descr': '<f2', 'fortran_order': False, 'shape': (1,), }", []byte{0x00, 0x3C}),
			"dense<1.000000e+00> : tensor<1xf16>",
		},
	}
	for _, tc := range tests {
		x, err := ReadNPY(bytes.NewReader(tc.file))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if got := x.FormatDense(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestReadNPYErrors(t *testing.T) {
	tests := []struct {
		name string
		file []byte
	}{
		{"bad magic", []byte("NOTNUMPY......")},
		{"truncated", []byte("\x93NUM")},
		{"bad version", append([]byte("\x93NUMPY\x09\x00"), 0, 0)},
		{"missing key", npyFile("{'descr': '<f4', 'shape': (2,), }", make([]byte, 8))},
		{"unknown dtype", npyFile("{'descr': '<U4', 'fortran_order': False, 'shape': (2,), }", make([]byte, 32))},
		{"object dtype", npyFile("{'descr': '|O', 'fortran_order': False, 'shape': (2,), }", make([]byte, 16))},
		{"short data", npyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", make([]byte, 7))},
		{"bad shape", npyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (2,x), }", make([]byte, 8))},
		{"bad fortran flag", npyFile("{'descr': '<f4', 'fortran_order': 0, 'shape': (2,), }", make([]byte, 8))},
	}
	for _, tc := range tests {
		if _, err := ReadNPY(bytes.NewReader(tc.file)); err == nil {
			t.Errorf("%s: ReadNPY succeeded", tc.name)
		}
	}
	huge := npyFile("{'descr': '<f8', 'fortran_order': False, 'shape': (1000000, 1000000, 1000000), }", nil)
	if _, err := ReadNPY(bytes.NewReader(huge)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("huge shape: err = %v, want ErrTooLarge", err)
	}
	f4 := npyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", make([]byte, 8))
	if _, err := ReadNPYAs(bytes.NewReader(f4), NewType(BF16, 2)); err == nil {
		t.Error("ReadNPYAs read a float32 file as bf16")
	}
	if _, err := ReadNPYAs(bytes.NewReader(f4), NewType(F32, 3)); err == nil {
		t.Error("ReadNPYAs accepted a shape mismatch")
	}
	u2 := npyFile("{'descr': '<u2', 'fortran_order': False, 'shape': (2,), }", make([]byte, 4))
	if _, err := ReadNPY(bytes.NewReader(u2)); err != nil {
		t.Errorf("ReadNPY of uint16: %v", err)
	}
}
