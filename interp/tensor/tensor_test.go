package tensor

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"
)

// allKinds lists every valid kind.
func allKinds() []Kind {
	var ks []Kind
	for k := Bool; k < numKinds; k++ {
		ks = append(ks, k)
	}
	return ks
}

func TestKindNames(t *testing.T) {
	want := map[Kind]string{
		Bool: "i1", SI2: "i2", SI4: "i4", SI8: "i8", SI16: "i16", SI32: "i32", SI64: "i64",
		UI2: "ui2", UI4: "ui4", UI8: "ui8", UI16: "ui16", UI32: "ui32", UI64: "ui64",
		F4E2M1FN: "f4E2M1FN", F6E2M3FN: "f6E2M3FN", F6E3M2FN: "f6E3M2FN", F8E3M4: "f8E3M4",
		F8E4M3: "f8E4M3", F8E4M3FN: "f8E4M3FN", F8E4M3FNUZ: "f8E4M3FNUZ",
		F8E4M3B11FNUZ: "f8E4M3B11FNUZ", F8E5M2: "f8E5M2", F8E5M2FNUZ: "f8E5M2FNUZ",
		F8E8M0FNU: "f8E8M0FNU", BF16: "bf16", F16: "f16", TF32: "tf32", F32: "f32", F64: "f64",
		Complex64: "complex<f32>", Complex128: "complex<f64>",
	}
	for _, k := range allKinds() {
		if k.String() != want[k] {
			t.Errorf("Kind(%d).String() = %q, want %q", k, k.String(), want[k])
		}
		got, err := ParseKind(want[k])
		if err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v; want %v", want[k], got, err, k)
		}
	}
	for s, k := range map[string]Kind{"si8": SI8, "si2": SI2, " i32 ": SI32, "complex< f64 >": Complex128} {
		if got, err := ParseKind(s); err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v; want %v", s, got, err, k)
		}
	}
	for _, s := range []string{"", "i3", "u8", "f8E4M3fn", "complex<f16>", "float"} {
		if _, err := ParseKind(s); err == nil {
			t.Errorf("ParseKind(%q) succeeded", s)
		}
	}
	if Invalid.Valid() || numKinds.Valid() || Invalid.String() != "Kind(0)" {
		t.Errorf("invalid kinds misbehave")
	}
}

func TestKindProperties(t *testing.T) {
	tests := []struct {
		kind                                   Kind
		bits, raw                              int
		boolean, signed, unsigned, float, cplx bool
		storage                                string
	}{
		{Bool, 1, 1, true, false, false, false, false, "bool"},
		{SI2, 2, 1, false, true, false, false, false, "int8"},
		{SI4, 4, 1, false, true, false, false, false, "int8"},
		{SI64, 64, 8, false, true, false, false, false, "int64"},
		{UI4, 4, 1, false, false, true, false, false, "uint8"},
		{UI32, 32, 4, false, false, true, false, false, "uint32"},
		{F4E2M1FN, 4, 1, false, false, false, true, false, "float32"},
		{F6E3M2FN, 6, 1, false, false, false, true, false, "float32"},
		{F8E8M0FNU, 8, 1, false, false, false, true, false, "float32"},
		{BF16, 16, 2, false, false, false, true, false, "float32"},
		{TF32, 19, 3, false, false, false, true, false, "float32"},
		{F32, 32, 4, false, false, false, true, false, "float32"},
		{F64, 64, 8, false, false, false, true, false, "float64"},
		{Complex64, 64, 8, false, false, false, false, true, "complex64"},
		{Complex128, 128, 16, false, false, false, false, true, "complex128"},
	}
	for _, tc := range tests {
		k := tc.kind
		if k.BitWidth() != tc.bits || k.RawBytes() != tc.raw || k.IsBool() != tc.boolean ||
			k.IsSigned() != tc.signed || k.IsUnsigned() != tc.unsigned || k.IsFloat() != tc.float ||
			k.IsComplex() != tc.cplx || k.StorageType() != tc.storage ||
			k.IsInteger() != (tc.signed || tc.unsigned) {
			t.Errorf("%v: properties = %d %d %v %v %v %v %v %s", k, k.BitWidth(), k.RawBytes(), k.IsBool(),
				k.IsSigned(), k.IsUnsigned(), k.IsFloat(), k.IsComplex(), k.StorageType())
		}
	}
}

func TestTypeString(t *testing.T) {
	perTensor, err := NewQuant(SI8, F32, []float64{0.5}, []int64{-3}, -1)
	if err != nil {
		t.Fatal(err)
	}
	perAxis, err := NewQuant(SI8, F32, []float64{0.1, 0.2}, []int64{-1, 0}, 1)
	if err != nil {
		t.Fatal(err)
	}
	narrow := perTensor.Clone()
	narrow.StorageMin, narrow.StorageMax = -127, 127
	unsigned, err := NewQuant(UI4, BF16, []float64{2}, []int64{0}, -1)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		typ  Type
		want string
	}{
		{NewType(F32, 2, 3), "tensor<2x3xf32>"},
		{NewType(F32), "tensor<f32>"},
		{NewType(SI8, DynamicDim, 4), "tensor<?x4xi8>"},
		{NewType(Complex64, 0), "tensor<0xcomplex<f32>>"},
		{Type{Kind: SI8, Shape: []int64{2}, Quant: perTensor}, "tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-3>>"},
		{Type{Kind: SI8, Shape: []int64{3, 2}, Quant: perAxis}, "tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01:-1,2.000000e-01}>>"},
		{Type{Kind: SI8, Quant: narrow}, "tensor<!quant.uniform<i8<-127:127>:f32, 5.000000e-01:-3>>"},
		{Type{Kind: UI4, Quant: unsigned}, "tensor<!quant.uniform<u4:bf16, 2.000000e+00>>"},
	}
	for _, tc := range tests {
		if got := tc.typ.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
	if err := (Type{Kind: SI8, Shape: []int64{3, 3}, Quant: perAxis}).Validate(); err == nil {
		t.Error("per-axis type with a mismatched dimension validated")
	}
	if err := (Type{Kind: SI16, Shape: []int64{2}, Quant: perTensor}).Validate(); err == nil {
		t.Error("quantized type with a kind other than its storage validated")
	}
	if _, err := NewQuant(SI8, F32, []float64{-1}, []int64{0}, -1); err == nil {
		t.Error("negative scale accepted")
	}
	if _, err := NewQuant(SI8, F32, []float64{1}, []int64{200}, -1); err == nil {
		t.Error("out-of-range zero point accepted")
	}
	if _, err := NewQuant(F32, F32, []float64{1}, []int64{0}, -1); err == nil {
		t.Error("float storage accepted")
	}
}

func TestTypeBasics(t *testing.T) {
	a := NewType(F32, 2, 3, 4)
	if a.Rank() != 3 || a.NumElements() != 24 || !a.IsStatic() {
		t.Errorf("%v: rank %d, elements %d", a, a.Rank(), a.NumElements())
	}
	if NewType(F32).NumElements() != 1 {
		t.Error("rank-0 type does not have one element")
	}
	if NewType(F32, DynamicDim).NumElements() != -1 || NewType(F32, DynamicDim).IsStatic() {
		t.Error("dynamic type has a known size")
	}
	if NewType(F32, 1<<40, 1<<40).NumElements() != -1 {
		t.Error("overflowing element count not reported")
	}
	b := a.Clone()
	b.Shape[0] = 5
	if a.Shape[0] != 2 || a.Equal(b) || !a.Equal(a.Clone()) {
		t.Error("Clone or Equal misbehave")
	}
	if got := Strides([]int64{2, 3, 4}); !slices.Equal(got, []int64{12, 4, 1}) {
		t.Errorf("Strides = %v", got)
	}
	if got := Strides(nil); len(got) != 0 {
		t.Errorf("Strides(nil) = %v", got)
	}
}

func TestNewStorage(t *testing.T) {
	for _, k := range allKinds() {
		x, err := New(NewType(k, 2, 3))
		if err != nil {
			t.Fatalf("New(%v): %v", k, err)
		}
		if x.Len() != 6 || x.Kind() != k || x.Rank() != 2 {
			t.Errorf("%v: Len %d Kind %v Rank %d", k, x.Len(), x.Kind(), x.Rank())
		}
		if got := fmt.Sprintf("%T", x.Storage()); got != "[]"+k.StorageType() {
			t.Errorf("%v: storage %s, want []%s", k, got, k.StorageType())
		}
		for i := 0; i < x.Len(); i++ {
			if x.Kind().IsComplex() {
				if re, im := x.ComplexBits(i); re != 0 || im != 0 {
					t.Errorf("%v: element %d is not zero", k, i)
				}
			} else if x.Bits(i) != 0 {
				t.Errorf("%v: element %d has bits %#x", k, i, x.Bits(i))
			}
		}
	}
	if e, _ := New(NewType(F8E8M0FNU, 1)); e.Float(0) != 0x1p-127 {
		t.Errorf("new f8E8M0FNU element is %v, want 2^-127", e.Float(0))
	}
	x, _ := New(NewType(F16, 4))
	if x.Float32s() == nil || x.Float64s() != nil || Data[float32](x) == nil || Data[int8](x) != nil {
		t.Error("typed accessors disagree with the storage")
	}
}

func TestNewLimits(t *testing.T) {
	tests := []struct {
		typ    Type
		limits Limits
		tooBig bool
	}{
		{NewType(F32, 1<<20), DefaultLimits(), false},
		{NewType(F64, 1<<40, 1<<40), DefaultLimits(), true},
		{NewType(F64, 1<<62, 4), Limits{}, true},
		{NewType(Complex128, 1<<30), DefaultLimits(), true},
		{NewType(SI8, 1000), Limits{MaxElements: 999}, true},
		{NewType(SI32, 1000), Limits{MaxBytes: 3999}, true},
		{NewType(SI32, 1000), Limits{MaxBytes: 4000}, false},
	}
	for _, tc := range tests {
		_, err := tc.limits.New(tc.typ)
		if tc.tooBig != errors.Is(err, ErrTooLarge) {
			t.Errorf("New(%v) with %+v: err = %v, want too large = %v", tc.typ, tc.limits, err, tc.tooBig)
		}
	}
	if _, err := New(NewType(F32, DynamicDim)); err == nil {
		t.Error("New accepted a dynamic shape")
	}
	if _, err := New(Type{Shape: []int64{2}}); err == nil {
		t.Error("New accepted an invalid kind")
	}
}

func TestFromSliceAndClone(t *testing.T) {
	x, err := FromSlice(NewType(SI32, 2, 2), []int32{1, 2, 3, 4})
	if err != nil {
		t.Fatal(err)
	}
	y := x.Clone()
	y.Int32s()[0] = 9
	if x.Int32s()[0] != 1 {
		t.Error("Clone shares storage")
	}
	r, err := x.Reshape(4)
	if err != nil {
		t.Fatal(err)
	}
	r.Int32s()[3] = 7
	if x.Int32s()[3] != 7 || r.Rank() != 1 {
		t.Error("Reshape does not share storage")
	}
	if _, err := x.Reshape(3); err == nil {
		t.Error("Reshape to a different element count succeeded")
	}
	if _, err := FromSlice(NewType(SI32, 3), []int32{1, 2}); err == nil {
		t.Error("FromSlice accepted a short slice")
	}
	if _, err := FromSlice(NewType(SI16, 2), []int32{1, 2}); err == nil {
		t.Error("FromSlice accepted the wrong element type")
	}
	if got := x.Strides(); !slices.Equal(got, []int64{2, 1}) {
		t.Errorf("Strides = %v", got)
	}
}

func TestBits(t *testing.T) {
	tests := []struct {
		kind Kind
		bits []uint64
		want string // Format of the tensor built from bits
	}{
		{SI4, []uint64{0xF, 0x7, 0x8, 0x1F}, "tensor<4xi4> {\n  [-1, 7, -8, -1]\n}"},
		{UI2, []uint64{3, 4}, "tensor<2xui2> {\n  [3, 0]\n}"},
		{Bool, []uint64{1, 0}, "tensor<2xi1> {\n  [true, false]\n}"},
		{SI16, []uint64{0x8000}, "tensor<1xi16> {\n  [-32768]\n}"},
		{F16, []uint64{0x3C00, 0xFC00}, "tensor<2xf16> {\n  [1.000000e+00, 0xFC00]\n}"},
		{F8E4M3FNUZ, []uint64{0x80, 0x40}, "tensor<2xf8E4M3FNUZ> {\n  [0x80, 1.000000e+00]\n}"},
		// The shortest digits that read back, in the tensor's one notation.
		{F64, []uint64{0x0123456789ABCDEF}, "tensor<1xf64> {\n  [3.512700564088504e-303]\n}"},
	}
	for _, tc := range tests {
		x, err := FromBits(NewType(tc.kind, int64(len(tc.bits))), func(i int) uint64 { return tc.bits[i] })
		if err != nil {
			t.Fatal(err)
		}
		if got := x.Format(); got != tc.want {
			t.Errorf("%v: Format() = %q, want %q", tc.kind, got, tc.want)
		}
		for i, b := range tc.bits {
			if got, want := x.Bits(i), WrapUint(tc.kind, b); got != want && tc.kind != Bool {
				t.Errorf("%v: Bits(%d) = %#x, want %#x", tc.kind, i, got, want)
			}
		}
	}
	// A signalling f16 NaN survives float32 storage bit-exactly.
	x, _ := New(NewType(F16, 1))
	x.SetBits(0, 0x7D01)
	if got := x.Bits(0); got != 0x7D01 {
		t.Errorf("f16 sNaN Bits = %#x, want 0x7D01", got)
	}
	c, _ := New(NewType(Complex64, 1))
	c.SetBits(0, 0x3F800000_40000000)
	if got := c.Complex64s()[0]; got != complex(2, 1) {
		t.Errorf("SetBits(complex64) = %v", got)
	}
	if got := c.Bits(0); got != 0x3F800000_40000000 {
		t.Errorf("Bits(complex64) = %#x", got)
	}
	z, _ := FromBits(NewType(Complex128, 1), func(i int) uint64 { return []uint64{0x0123456789ABCDEF, 0x0000000011111111}[i] })
	if re, im := z.ComplexBits(0); re != 0x0123456789ABCDEF || im != 0x11111111 {
		t.Errorf("ComplexBits = %#x, %#x", re, im)
	}
	z.SetComplexBits(0, math.Float64bits(1), math.Float64bits(-1))
	if z.Complex(0) != complex(1, -1) {
		t.Errorf("SetComplexBits gave %v", z.Complex(0))
	}
}

func TestRaw(t *testing.T) {
	tests := []struct {
		typ   Type
		raw   []byte
		splat bool
		want  string
	}{
		{NewType(SI8, 4), []byte{1, 2, 0xFD, 0xFC}, false, "dense<[1, 2, -3, -4]> : tensor<4xi8>"},
		{NewType(SI4, 2), []byte{0x0F, 0xF8}, false, "dense<[-1, -8]> : tensor<2xi4>"},
		{NewType(Bool, 3), []byte{1, 0, 1}, false, "dense<[true, false, true]> : tensor<3xi1>"},
		{NewType(Bool, 3), []byte{0xFF}, true, "dense<true> : tensor<3xi1>"},
		{NewType(UI16, 2), []byte{0x34, 0x12, 0xFF, 0xFF}, false, "dense<[4660, 65535]> : tensor<2xui16>"},
		{NewType(F16, 2, 2), []byte{0x00, 0x3C}, true, "dense<1.000000e+00> : tensor<2x2xf16>"},
		{NewType(BF16, 2), []byte{0x80, 0x3F, 0xC0, 0x7F}, false, "dense<[1.000000e+00, 0x7FC0]> : tensor<2xbf16>"},
		{NewType(TF32, 1), []byte{0x00, 0xFC, 0x01}, false, "dense<1.000000e+00> : tensor<1xtf32>"},
		{NewType(F4E2M1FN, 2), []byte{0x07, 0xF1}, false, "dense<[6.000000e+00, 5.000000e-01]> : tensor<2xf4E2M1FN>"},
		{NewType(F32), []byte{0x00, 0x00, 0x80, 0x7F}, false, "dense<0x7F800000> : tensor<f32>"},
		{NewType(Complex64, 2), []byte{0, 0, 0x80, 0x3F, 0, 0, 0, 0x40}, true, "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>"},
		{NewType(SI8, 0), []byte{}, false, "dense<> : tensor<0xi8>"},
		{NewType(SI8, 0), []byte{5}, true, "dense<> : tensor<0xi8>"},
	}
	for _, tc := range tests {
		x, err := FromRaw(tc.typ, tc.raw, tc.splat)
		if err != nil {
			t.Fatalf("FromRaw(%v): %v", tc.typ, err)
		}
		if got := x.FormatDense(); got != tc.want {
			t.Errorf("FromRaw(%v, %x) = %s, want %s", tc.typ, tc.raw, got, tc.want)
		}
		y, err := FromRaw(tc.typ, x.Raw(), false)
		if err != nil || !y.BitwiseEqual(x) {
			t.Errorf("%v: Raw round trip failed: %v", tc.typ, err)
		}
	}
	if _, err := FromRaw(NewType(SI16, 2), []byte{1, 2, 3}, false); err == nil {
		t.Error("FromRaw accepted a short buffer")
	}
	if _, err := FromRaw(NewType(SI16, 2), []byte{1, 2, 3, 4}, true); err == nil {
		t.Error("FromRaw accepted a long splat")
	}
	x, _ := FromRaw(NewType(SI4, 2), []byte{0x0F, 0x07}, false)
	if got := x.Raw(); !bytes.Equal(got, []byte{0x0F, 0x07}) {
		t.Errorf("Raw(i4) = %x", got)
	}
}

func TestRawAllKinds(t *testing.T) {
	// Every kind survives FromBits → Raw → FromRaw → Bits.
	for _, k := range allKinds() {
		rng := splitMix{uint64(k)}
		parts := 8
		if k.IsComplex() {
			parts = 16
		}
		bits := make([]uint64, parts)
		for i := range bits {
			bits[i] = WrapUint(partKind(k), rng.next())
			if k.IsFloat() && k != F32 && k != F64 {
				bits[i] = EncodeFloat(k, DecodeFloat(k, bits[i]))
			}
			if k == Bool {
				bits[i] &= 1
			}
		}
		x, err := FromBits(NewType(k, 2, 4), func(i int) uint64 { return bits[i] })
		if err != nil {
			t.Fatal(err)
		}
		y, err := FromRaw(x.Type(), x.Raw(), false)
		if err != nil {
			t.Fatal(err)
		}
		for j := 0; j < parts; j++ {
			var got uint64
			switch {
			case k.IsComplex():
				re, im := y.ComplexBits(j / 2)
				got = []uint64{re, im}[j%2]
			default:
				got = y.Bits(j)
			}
			if got != bits[j] {
				t.Errorf("%v: part %d = %#x, want %#x", k, j, got, bits[j])
			}
		}
	}
}

func TestNormalize(t *testing.T) {
	x := mustSlice(t, NewType(SI4, 3), []int8{7, 8, -9})
	if got := x.Int8s(); !slices.Equal(got, []int8{7, -8, 7}) {
		t.Errorf("Normalize(i4) = %v", got)
	}
	u := mustSlice(t, NewType(UI2, 2), []uint8{4, 7})
	if got := u.Uint8s(); !slices.Equal(got, []uint8{0, 3}) {
		t.Errorf("Normalize(ui2) = %v", got)
	}
	f := mustSlice(t, NewType(F8E4M3FNUZ, 2), []float32{float32(math.Copysign(0, -1)), 1000})
	if f.Bits(0) != 0 || f.Bits(1) != 0x80 {
		t.Errorf("Normalize(f8E4M3FNUZ) bits = %#x, %#x", f.Bits(0), f.Bits(1))
	}
}

func TestIsSplatAndEqual(t *testing.T) {
	a := mustSlice(t, NewType(F32, 3), []float32{1, 1, 1})
	b := mustSlice(t, NewType(F32, 3), []float32{1, 1, 2})
	if !a.IsSplat() || b.IsSplat() || a.BitwiseEqual(b) || !a.BitwiseEqual(a.Clone()) {
		t.Error("IsSplat or BitwiseEqual misbehave")
	}
	c := mustSlice(t, NewType(Complex64, 2), []complex64{1 + 2i, 2 + 1i})
	if c.IsSplat() {
		t.Error("complex tensor with swapped parts is a splat")
	}
	if z, _ := New(NewType(F32, 0)); z.IsSplat() {
		t.Error("empty tensor is a splat")
	}
}

func BenchmarkFormatDense(b *testing.B) {
	x, _ := New(NewType(F32, 64, 64))
	d := x.Float32s()
	for i := range d {
		d[i] = float32(i) / 7
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = x.FormatDenseHexLimit(-1)
	}
}

// Reuse hands over old's storage cleared, and refuses another storage type
// or size.
func TestReuse(t *testing.T) {
	old, err := FromSlice(NewType(F32, 2, 3), []float32{1, 2, 3, 4, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	r := Reuse(NewType(F32, 6), old)
	if r == nil || r.Rank() != 1 || &r.Float32s()[0] != &old.Float32s()[0] {
		t.Fatalf("Reuse(f32[6], f32[2x3]) = %v, want a rank-1 tensor over the same storage", r)
	}
	for i, v := range r.Float32s() {
		if v != 0 {
			t.Fatalf("element %d is %v, want 0", i, v)
		}
	}
	if r := Reuse(NewType(F8E8M0FNU, 6), old); r == nil || r.Float32s()[0] != 0x1p-127 {
		t.Errorf("Reuse as f8E8M0FNU does not hold its smallest value")
	}
	if Reuse(NewType(F32, 5), old) != nil || Reuse(NewType(F64, 6), old) != nil || Reuse(NewType(SI32, 6), old) != nil {
		t.Errorf("Reuse accepted another size or storage type")
	}
}
