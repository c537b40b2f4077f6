package elem

import (
	"math"
	"reflect"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func vec[T tensor.Storage](t *testing.T, k tensor.Kind, vals ...T) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromSlice(tensor.Type{Kind: k, Shape: []int64{int64(len(vals))}}, vals)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func zeros(t *testing.T, k tensor.Kind, n int) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(tensor.Type{Kind: k, Shape: []int64{int64(n)}})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestOfCoversEveryStorage(t *testing.T) {
	for _, k := range []tensor.Kind{tensor.Bool, tensor.SI4, tensor.SI8, tensor.SI16, tensor.SI32, tensor.SI64,
		tensor.UI8, tensor.UI16, tensor.UI32, tensor.UI64, tensor.BF16, tensor.F32, tensor.F64,
		tensor.Complex64, tensor.Complex128} {
		src := zeros(t, k, 3)
		if k.IsComplex() {
			src.SetComplexBits(1, 1, 1)
		} else {
			src.SetBits(1, 1)
		}
		dst := zeros(t, k, 3)
		Of(dst).Copier(dst, src)(2, 1)
		var r1, i1, r2, i2 uint64
		if k.IsComplex() {
			r1, i1 = src.ComplexBits(1)
			r2, i2 = dst.ComplexBits(2)
		} else {
			r1, r2 = src.Bits(1), dst.Bits(2)
		}
		if r2 != r1 || i2 != i1 || r1 == 0 {
			t.Errorf("%s: copier moved the wrong element", k)
		}
	}
}

func TestMoves(t *testing.T) {
	src := vec(t, tensor.SI32, int32(10), 20, 30, 40)
	dst := zeros(t, tensor.SI32, 4)
	ops := Of(dst)
	ops.CopyElem(dst, 0, src, 3)
	ops.Blocks(dst, src, 1, 2, 2, 0, 0, 0)
	if got := dst.Int32s(); !reflect.DeepEqual(got, []int32{40, 0, 10, 20}) {
		t.Fatalf("copy elem and blocks: got %v", got)
	}
	one := vec(t, tensor.SI32, int32(7))
	if !ops.Storer(dst)(1, one) {
		t.Fatal("storer refused a scalar of the same type")
	}
	if ops.Storer(dst)(1, src) || ops.Storer(dst)(1, vec(t, tensor.F32, float32(1))) {
		t.Fatal("storer accepted a non-scalar or another type")
	}
	if got := dst.Int32s()[1]; got != 7 {
		t.Fatalf("stored %d, want 7", got)
	}
	ops.CopyAll(dst, src)
	if got := dst.Int32s(); !reflect.DeepEqual(got, []int32{10, 20, 30, 40}) {
		t.Fatalf("copy all: got %v", got)
	}
	// A 2x2 transpose.
	ops.Permute(dst, src, []int64{2, 2}, []int64{1, 2})
	if got := dst.Int32s(); !reflect.DeepEqual(got, []int32{10, 30, 20, 40}) {
		t.Fatalf("permute: got %v", got)
	}
}

func TestRunPlanChecksSources(t *testing.T) {
	p := strided.NewPlan(-1)
	p.Add(0, 0, 0, []int{2}, []int{-1}, []int{1})
	dst := zeros(t, tensor.F64, 2)
	src := vec(t, tensor.F64, 1.5, 2.5)
	p.Blocks[0].SrcOff = 1
	if err := Of(dst).RunPlan(p, dst, []*tensor.Tensor{src}); err != nil {
		t.Fatal(err)
	}
	if got := dst.Float64s(); !reflect.DeepEqual(got, []float64{2.5, 1.5}) {
		t.Fatalf("got %v", got)
	}
	if err := Of(dst).RunPlan(p, dst, []*tensor.Tensor{vec(t, tensor.SI64, int64(1), 2)}); err == nil {
		t.Fatal("a source of another storage type must fail")
	}
}

func TestWindowsAndSelect(t *testing.T) {
	src := vec(t, tensor.Complex64, complex64(1), 2i, 3, 4i)
	dst := zeros(t, tensor.Complex64, 4)
	win, _ := strided.NewBlock(0, 0, 0, []int{2}, []int{1}, []int{1})
	Of(dst).Windows(dst, src, win, func(emit func(srcOff, dstOff int)) {
		emit(2, 0)
		emit(0, 2)
	})
	if got := dst.Complex64s(); !reflect.DeepEqual(got, []complex64{3, 4i, 1, 2i}) {
		t.Fatalf("windows: got %v", got)
	}
	out := zeros(t, tensor.Complex64, 4)
	Of(out).Select([]bool{true, false, false, true}, 1, src, dst, out)
	if got := out.Complex64s(); !reflect.DeepEqual(got, []complex64{1, 4i, 1, 4i}) {
		t.Fatalf("select: got %v", got)
	}
	Of(out).Select([]bool{false}, 0, src, dst, out)
	if got := out.Complex64s(); !reflect.DeepEqual(got, dst.Complex64s()) {
		t.Fatalf("select with a scalar predicate: got %v", got)
	}
}

func TestArithmeticPrimitives(t *testing.T) {
	dst := vec(t, tensor.F32, float32(1), 2)
	if err := Of(dst).AddPairs(dst, vec(t, tensor.F32, float32(10), 100), []int{0, 1, 0, 0, 1, 1}); err != nil {
		t.Fatal(err)
	}
	if got := dst.Float32s(); !reflect.DeepEqual(got, []float32{111, 102}) {
		t.Fatalf("add pairs: got %v", got)
	}
	b := zeros(t, tensor.Bool, 1)
	if err := Of(b).AddPairs(b, b, nil); err == nil {
		t.Fatal("adding booleans must fail")
	}
	it := zeros(t, tensor.UI8, 6)
	if err := Of(it).Iota(it, 1, 3, 2); err != nil {
		t.Fatal(err)
	}
	if got := it.Uint8s(); !reflect.DeepEqual(got, []uint8{0, 0, 1, 1, 2, 2}) {
		t.Fatalf("iota: got %v", got)
	}
	c := zeros(t, tensor.Complex128, 2)
	if err := Of(c).Iota(c, 2, 1, 1); err != nil || c.Complex128s()[1] != 0 {
		t.Fatalf("complex iota over outer: %v %v", c.Complex128s(), err)
	}
	if err := Of(b).Iota(b, 1, 1, 1); err == nil {
		t.Fatal("iota of booleans must fail")
	}
}

func TestIndices(t *testing.T) {
	got, err := Of(vec(t, tensor.UI64, uint64(3), math.MaxUint64)).Indices(vec(t, tensor.UI64, uint64(3), math.MaxUint64))
	if err != nil || !reflect.DeepEqual(got, []int64{3, math.MaxInt64}) {
		t.Fatalf("ui64: got %v, %v", got, err)
	}
	s8 := vec(t, tensor.SI8, int8(-5), 7)
	if got, err := Of(s8).Indices(s8); err != nil || !reflect.DeepEqual(got, []int64{-5, 7}) {
		t.Fatalf("si8: got %v, %v", got, err)
	}
	f := vec(t, tensor.F32, float32(1))
	if _, err := Of(f).Indices(f); err == nil {
		t.Fatal("float indices must fail")
	}
}

func TestRealsAndComplexes(t *testing.T) {
	bf := vec(t, tensor.BF16, float32(1), 0.5)
	ops := Of(bf)
	if got, err := ops.Reals(bf); err != nil || !reflect.DeepEqual(got, []float64{1, 0.5}) {
		t.Fatalf("reals: %v, %v", got, err)
	}
	if got, err := ops.Complexes(bf); err != nil || !reflect.DeepEqual(got, []complex128{1, 0.5}) {
		t.Fatalf("complexes of floats: %v, %v", got, err)
	}
	// 1 + 2^-10 is not representable in bf16 (8 significant bits): it
	// rounds to 1 once.
	if err := ops.SetReals(bf, []float64{1 + 1.0/1024, -3}); err != nil {
		t.Fatal(err)
	}
	if got := bf.Float32s(); !reflect.DeepEqual(got, []float32{1, -3}) {
		t.Fatalf("set reals in bf16: %v", got)
	}
	if err := ops.SetComplexes(bf, []complex128{2 + 5i, 4}); err != nil || !reflect.DeepEqual(bf.Float32s(), []float32{2, 4}) {
		t.Fatalf("set complexes into floats keeps real parts: %v, %v", bf.Float32s(), err)
	}
	c := vec(t, tensor.Complex64, complex64(1+1i))
	if err := Of(c).SetComplexes(c, []complex128{3 - 2i}); err != nil || c.Complex64s()[0] != 3-2i {
		t.Fatalf("set complexes: %v, %v", c.Complex64s(), err)
	}
	if _, err := Of(c).Reals(c); err == nil {
		t.Fatal("reals of a complex tensor must fail")
	}
	i := vec(t, tensor.SI32, int32(1))
	if _, err := Of(i).Complexes(i); err == nil || Of(i).SetReals(i, []float64{1}) == nil {
		t.Fatal("integer tensors have no real or complex conversions")
	}
}

func TestSetBits(t *testing.T) {
	u := zeros(t, tensor.UI8, 2)
	if err := Of(u).SetBits(u, []uint64{0x1ff, 7}); err != nil || !reflect.DeepEqual(u.Uint8s(), []uint8{0xff, 7}) {
		t.Fatalf("ui8 keeps the low bits: %v, %v", u.Uint8s(), err)
	}
	f := zeros(t, tensor.F32, 1)
	if err := Of(f).SetBits(f, []uint64{uint64(math.Float32bits(-2.5))}); err != nil || f.Float32s()[0] != -2.5 {
		t.Fatalf("f32 decodes its encoding: %v, %v", f.Float32s(), err)
	}
	h := zeros(t, tensor.F16, 1)
	// 0x3c00 is 1.0 in binary16.
	if err := Of(h).SetBits(h, []uint64{0x3c00}); err != nil || h.Float32s()[0] != 1 {
		t.Fatalf("f16 decodes its encoding: %v, %v", h.Float32s(), err)
	}
	b := zeros(t, tensor.Bool, 1)
	if err := Of(b).SetBits(b, []uint64{1}); err == nil {
		t.Fatal("bit patterns into booleans must fail")
	}
}

func TestPackAndStore(t *testing.T) {
	// A 2x3 si8 matrix packed transposed into float64 accumulators.
	m, err := tensor.FromSlice(tensor.Type{Kind: tensor.SI8, Shape: []int64{2, 3}}, []int8{1, 2, 3, -4, -5, -6})
	if err != nil {
		t.Fatal(err)
	}
	got, err := PackReal[float64](m, []int64{3, 2}, []int64{1, 3})
	if err != nil || !reflect.DeepEqual(got, []float64{1, -4, 2, -5, 3, -6}) {
		t.Fatalf("pack: %v, %v", got, err)
	}
	pred := vec(t, tensor.Bool, true, false)
	if got, err := PackReal[uint64](pred, []int64{2}, []int64{1}); err != nil || !reflect.DeepEqual(got, []uint64{1, 0}) {
		t.Fatalf("pack booleans: %v, %v", got, err)
	}
	out := zeros(t, tensor.SI4, 2)
	// si4 results wrap: 9 is -7.
	if err := StoreReal([]int64{9, -2}, out); err != nil || !reflect.DeepEqual(out.Int8s(), []int8{-7, -2}) {
		t.Fatalf("store: %v, %v", out.Int8s(), err)
	}
	z := vec(t, tensor.Complex128, complex128(1i), 2)
	if got, err := PackComplex[complex64](z, []int64{2}, []int64{1}); err != nil || !reflect.DeepEqual(got, []complex64{1i, 2}) {
		t.Fatalf("pack complex: %v, %v", got, err)
	}
	if _, err := PackComplex[complex64](m, []int64{6}, []int64{1}); err == nil {
		t.Fatal("packing integers as complex must fail")
	}
}
