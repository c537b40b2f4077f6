package interp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// randShape returns a random shape of the given rank with sizes in
// [lo, hi].
func randShape(rng *rand.Rand, rank int, lo, hi int64) []int64 {
	s := make([]int64, rank)
	for i := range s {
		s[i] = lo + rng.Int63n(hi-lo+1)
	}
	return s
}

// expect builds the expected tensor of type ty: element at result index
// idx comes from src at the index returned by from (nil: fill).
func expect(t testing.TB, ty tensor.Type, src *tensor.Tensor, fill [2]uint64, from func(idx []int64) []int64) *tensor.Tensor {
	t.Helper()
	want := newTensor(t, ty)
	for i := 0; i < want.Len(); i++ {
		si := from(unravel(i, ty.Shape))
		if si == nil {
			setElem(want, i, fill)
			continue
		}
		setElem(want, i, elemBits(src, ravel(si, src.Shape())))
	}
	return want
}

func TestDataMovementTranspose(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 0; n < 40; n++ {
		k := allKinds[n%len(allKinds)]
		rank := 1 + n%4
		in := tensor.NewType(k, randShape(rng, rank, 1, 5)...)
		perm := make([]int64, rank)
		for i, p := range rng.Perm(rank) {
			perm[i] = int64(p)
		}
		outShape := make([]int64, rank)
		for i, p := range perm {
			outShape[i] = in.Shape[p]
		}
		out := tensor.NewType(k, outShape...)
		src := randomBits(t, rng, in)
		mod := module([]string{in.String()}, fmt.Sprintf(`"stablehlo.transpose"(%%a0) {permutation = %s} : (%s) -> %s`, arr(perm), in, out), []string{out.String()})
		got := mustRun(t, mod, src)
		want := expect(t, out, src, [2]uint64{}, func(idx []int64) []int64 {
			si := make([]int64, rank)
			for i, p := range perm {
				si[p] = idx[i]
			}
			return si
		})
		expectSame(t, mod, got[0], want)
	}
}

func TestDataMovementBroadcastReverseReshape(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for n := 0; n < 36; n++ {
		k := allKinds[n%len(allKinds)]
		// broadcast_in_dim: operand dims map to increasing result dims;
		// some operand dims have size 1 and are expanded.
		outShape := randShape(rng, 1+n%4, 1, 4)
		var dims, inShape []int64
		for d := range outShape {
			if rng.Intn(2) == 0 {
				dims = append(dims, int64(d))
				if rng.Intn(3) == 0 {
					inShape = append(inShape, 1)
				} else {
					inShape = append(inShape, outShape[d])
				}
			}
		}
		in := tensor.NewType(k, inShape...)
		out := tensor.NewType(k, outShape...)
		src := randomBits(t, rng, in)
		mod := module([]string{in.String()}, fmt.Sprintf(`stablehlo.broadcast_in_dim %%a0, dims = %s : (%s) -> %s`, listText(dims), in, out), []string{out.String()})
		want := expect(t, out, src, [2]uint64{}, func(idx []int64) []int64 {
			si := make([]int64, len(dims))
			for i, d := range dims {
				if inShape[i] != 1 {
					si[i] = idx[d]
				}
			}
			return si
		})
		expectSame(t, mod, mustRun(t, mod, src)[0], want)

		// reverse of a random subset of dimensions.
		shape := randShape(rng, 1+n%3, 1, 5)
		in = tensor.NewType(k, shape...)
		var rev []int64
		for d := range shape {
			if rng.Intn(2) == 0 {
				rev = append(rev, int64(d))
			}
		}
		src = randomBits(t, rng, in)
		mod = module([]string{in.String()}, fmt.Sprintf(`"stablehlo.reverse"(%%a0) {dimensions = %s} : (%s) -> %s`, arr(rev), in, in), []string{in.String()})
		want = expect(t, in, src, [2]uint64{}, func(idx []int64) []int64 {
			si := append([]int64(nil), idx...)
			for _, d := range rev {
				si[d] = shape[d] - 1 - idx[d]
			}
			return si
		})
		expectSame(t, mod, mustRun(t, mod, src)[0], want)

		// reshape and dynamic_reshape keep the row-major order.
		out = tensor.NewType(k, in.NumElements())
		mod = module([]string{in.String()}, fmt.Sprintf(`stablehlo.reshape %%a0 : (%s) -> %s`, in, out), []string{out.String()})
		flat := expect(t, out, src, [2]uint64{}, func(idx []int64) []int64 { return unravel(int(idx[0]), shape) })
		expectSame(t, mod, mustRun(t, mod, src)[0], flat)
		dyn := tensor.NewType(k, -1)
		mod = module([]string{in.String(), "tensor<1xi32>"}, fmt.Sprintf(`stablehlo.dynamic_reshape %%a0, %%a1 : (%s, tensor<1xi32>) -> %s`, in, dyn), []string{dyn.String()})
		got, err := mustLoad(t, mod).Run("main", []Value{src, indexTensor(t, tensor.SI32, []int64{1}, []int64{in.NumElements()})}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		expectSame(t, mod, got[0], flat)
	}
}

func TestDataMovementConcatenate(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for n := 0; n < 20; n++ {
		k := allKinds[n%len(allKinds)]
		rank := 1 + n%3
		dim := rng.Intn(rank)
		base := randShape(rng, rank, 1, 3)
		count := 1 + rng.Intn(3)
		var types []string
		var srcs []Value
		var parts []*tensor.Tensor
		outShape := append([]int64(nil), base...)
		outShape[dim] = 0
		var operands string
		for i := 0; i < count; i++ {
			s := append([]int64(nil), base...)
			s[dim] = rng.Int63n(3)
			outShape[dim] += s[dim]
			ty := tensor.NewType(k, s...)
			types = append(types, ty.String())
			p := randomBits(t, rng, ty)
			parts = append(parts, p)
			srcs = append(srcs, p)
			if i > 0 {
				operands += ", "
			}
			operands += fmt.Sprintf("%%a%d", i)
		}
		out := tensor.NewType(k, outShape...)
		body := fmt.Sprintf(`"stablehlo.concatenate"(%s) {dimension = %d : i64} : (%s) -> %s`, operands, dim, joinTypes(types), out)
		mod := module(types, body, []string{out.String()})
		want := newTensor(t, out)
		for i := 0; i < want.Len(); i++ {
			idx := unravel(i, outShape)
			for _, p := range parts {
				if idx[dim] < p.Shape()[dim] {
					setElem(want, i, elemBits(p, ravel(idx, p.Shape())))
					break
				}
				idx[dim] -= p.Shape()[dim]
			}
		}
		expectSame(t, mod, mustRun(t, mod, srcs...)[0], want)
	}
}

func joinTypes(ts []string) string {
	s := ""
	for i, x := range ts {
		if i > 0 {
			s += ", "
		}
		s += x
	}
	return s
}

func TestDataMovementPad(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for n := 0; n < 40; n++ {
		k := allKinds[n%len(allKinds)]
		rank := 1 + n%3
		inShape := randShape(rng, rank, 0, 4)
		low, high, interior := make([]int64, rank), make([]int64, rank), make([]int64, rank)
		outShape := make([]int64, rank)
		for d := 0; d < rank; d++ {
			for {
				low[d], high[d], interior[d] = rng.Int63n(7)-3, rng.Int63n(7)-3, rng.Int63n(3)
				size := low[d] + high[d]
				if inShape[d] > 0 {
					size += inShape[d] + (inShape[d]-1)*interior[d]
				}
				if size >= 0 {
					outShape[d] = size
					break
				}
			}
		}
		in := tensor.NewType(k, inShape...)
		out := tensor.NewType(k, outShape...)
		pv := tensor.NewType(k)
		src := randomBits(t, rng, in)
		padding := randomBits(t, rng, pv)
		from := func(idx []int64) []int64 {
			si := make([]int64, rank)
			for d := range idx {
				rel := idx[d] - low[d]
				if rel < 0 || rel%(interior[d]+1) != 0 || rel/(interior[d]+1) >= inShape[d] {
					return nil
				}
				si[d] = rel / (interior[d] + 1)
			}
			return si
		}
		want := expect(t, out, src, elemBits(padding, 0), from)
		mod := module([]string{in.String(), pv.String()}, fmt.Sprintf(`stablehlo.pad %%a0, %%a1, low = %s, high = %s, interior = %s : (%s, %s) -> %s`,
			listText(low), listText(high), listText(interior), in, pv, out), []string{out.String()})
		expectSame(t, mod, mustRun(t, mod, src, padding)[0], want)

		it := fmt.Sprintf("tensor<%dxi64>", rank)
		mod = module([]string{in.String(), pv.String(), it, it, it}, fmt.Sprintf(`stablehlo.dynamic_pad %%a0, %%a1, %%a2, %%a3, %%a4 : (%s, %s, %s, %s, %s) -> %s`,
			in, pv, it, it, it, out), []string{out.String()})
		r := []int64{int64(rank)}
		got := mustRun(t, mod, src, padding, indexTensor(t, tensor.SI64, r, low), indexTensor(t, tensor.SI64, r, high), indexTensor(t, tensor.SI64, r, interior))
		expectSame(t, mod, got[0], want)
	}
}

func TestDataMovementSlices(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for n := 0; n < 40; n++ {
		k := allKinds[n%len(allKinds)]
		rank := 1 + n%3
		inShape := randShape(rng, rank, 1, 6)
		in := tensor.NewType(k, inShape...)
		src := randomBits(t, rng, in)

		// slice with strides.
		start, limit, strides := make([]int64, rank), make([]int64, rank), make([]int64, rank)
		outShape := make([]int64, rank)
		for d := 0; d < rank; d++ {
			start[d] = rng.Int63n(inShape[d] + 1)
			limit[d] = start[d] + rng.Int63n(inShape[d]-start[d]+1)
			strides[d] = 1 + rng.Int63n(3)
			outShape[d] = (limit[d] - start[d] + strides[d] - 1) / strides[d]
		}
		out := tensor.NewType(k, outShape...)
		mod := module([]string{in.String()}, fmt.Sprintf(`"stablehlo.slice"(%%a0) {start_indices = %s, limit_indices = %s, strides = %s} : (%s) -> %s`,
			arr(start), arr(limit), arr(strides), in, out), []string{out.String()})
		want := expect(t, out, src, [2]uint64{}, func(idx []int64) []int64 {
			si := make([]int64, rank)
			for d := range idx {
				si[d] = start[d] + idx[d]*strides[d]
			}
			return si
		})
		expectSame(t, mod, mustRun(t, mod, src)[0], want)

		// dynamic_slice with out-of-range starts, which are clamped.
		sizes := make([]int64, rank)
		starts := make([]int64, rank)
		var types []string
		args := []Value{src}
		types = append(types, in.String())
		idxKinds := []tensor.Kind{tensor.SI32, tensor.SI64, tensor.UI8, tensor.SI8}
		var operands, itypes string
		for d := 0; d < rank; d++ {
			sizes[d] = rng.Int63n(inShape[d] + 1)
			starts[d] = rng.Int63n(12) - 4
			ik := idxKinds[n%len(idxKinds)]
			if ik == tensor.UI8 && starts[d] < 0 {
				starts[d] = -starts[d]
			}
			it := tensor.NewType(ik)
			types = append(types, it.String())
			args = append(args, indexTensor(t, ik, nil, []int64{starts[d]}))
			operands += fmt.Sprintf(", %%a%d", d+1)
			itypes += ", " + it.String()
		}
		out = tensor.NewType(k, sizes...)
		mod = module(types, fmt.Sprintf(`"stablehlo.dynamic_slice"(%%a0%s) {slice_sizes = %s} : (%s%s) -> %s`,
			operands, arr(sizes), in, itypes, out), []string{out.String()})
		want = expect(t, out, src, [2]uint64{}, func(idx []int64) []int64 {
			si := make([]int64, rank)
			for d := range idx {
				s := min(max(starts[d], 0), inShape[d]-sizes[d])
				si[d] = s + idx[d]
			}
			return si
		})
		expectSame(t, mod, mustRun(t, mod, args...)[0], want)

		// dynamic_update_slice with the same clamped starts.
		ut := tensor.NewType(k, sizes...)
		upd := randomBits(t, rng, ut)
		types = append([]string{in.String(), ut.String()}, types[1:]...)
		var operands2 string
		for d := 0; d < rank; d++ {
			operands2 += fmt.Sprintf(", %%a%d", d+2)
		}
		mod = module(types, fmt.Sprintf(`stablehlo.dynamic_update_slice %%a0, %%a1%s : (%s, %s%s) -> %s`,
			operands2, in, ut, itypes, in), []string{in.String()})
		want = newTensor(t, in)
		for i := 0; i < want.Len(); i++ {
			idx := unravel(i, inShape)
			inside := true
			ui := make([]int64, rank)
			for d := range idx {
				s := min(max(starts[d], 0), inShape[d]-sizes[d])
				ui[d] = idx[d] - s
				if ui[d] < 0 || ui[d] >= sizes[d] {
					inside = false
				}
			}
			if inside {
				setElem(want, i, elemBits(upd, ravel(ui, sizes)))
			} else {
				setElem(want, i, elemBits(src, i))
			}
		}
		expectSame(t, mod, mustRun(t, mod, append([]Value{src, upd}, args[1:]...)...)[0], want)
	}
}

func TestDataMovementIota(t *testing.T) {
	cases := []struct {
		kind tensor.Kind
		n    int64
	}{
		{tensor.SI4, 20}, {tensor.UI2, 9}, {tensor.SI8, 300}, {tensor.UI16, 70000}, {tensor.SI32, 10}, {tensor.UI64, 10},
		{tensor.BF16, 300}, {tensor.F8E4M3FN, 40}, {tensor.F16, 2100}, {tensor.F32, 10}, {tensor.F64, 10},
		{tensor.Complex64, 5}, {tensor.Complex128, 5},
	}
	for _, c := range cases {
		ty := tensor.NewType(c.kind, 2, c.n)
		mod := module(nil, fmt.Sprintf(`stablehlo.iota dim = 1 : %s`, ty), []string{ty.String()})
		got := mustRun(t, mod)[0].(*tensor.Tensor)
		want := newTensor(t, ty)
		for i := 0; i < want.Len(); i++ {
			v := int64(i) % c.n
			switch {
			case c.kind.IsInteger():
				want.SetBits(i, uint64(v))
			case c.kind == tensor.F64:
				want.Float64s()[i] = float64(v)
			case c.kind.IsFloat():
				want.SetBits(i, tensor.EncodeFloat(c.kind, float64(v)))
			case c.kind == tensor.Complex64:
				want.Complex64s()[i] = complex(float32(v), 0)
			default:
				want.Complex128s()[i] = complex(float64(v), 0)
			}
		}
		expectSame(t, mod, got, want)

		shapeT := "tensor<2xi32>"
		dyn := tensor.NewType(c.kind, 2, -1)
		mod = module([]string{shapeT}, fmt.Sprintf(`stablehlo.dynamic_iota %%a0, dim = 1 : (%s) -> %s`, shapeT, dyn), []string{dyn.String()})
		res := mustRun(t, mod, indexTensor(t, tensor.SI32, []int64{2}, []int64{2, c.n}))
		expectSame(t, mod, res[0], want)
	}
	// Dimension 0 of a 3-D tensor.
	ty := tensor.NewType(tensor.SI64, 3, 2, 2)
	got := mustRun(t, module(nil, fmt.Sprintf(`stablehlo.iota dim = 0 : %s`, ty), []string{ty.String()}))[0].(*tensor.Tensor)
	for i, v := range got.Int64s() {
		if v != int64(i/4) {
			t.Fatalf("iota dim 0: element %d is %d", i, v)
		}
	}
}

func TestDataMovementGetDimensionSize(t *testing.T) {
	in := tensor.NewType(tensor.F32, 2, 7)
	mod := module([]string{in.String()}, fmt.Sprintf(`stablehlo.get_dimension_size %%a0, dim = 1 : (%s) -> tensor<i32>`, in), []string{"tensor<i32>"})
	got := mustRun(t, mod, newTensor(t, in))[0].(*tensor.Tensor)
	if got.Int32s()[0] != 7 {
		t.Fatalf("get_dimension_size = %d, want 7", got.Int32s()[0])
	}
}

func TestDataMovementBroadcastPrepend(t *testing.T) {
	rng := rand.New(rand.NewSource(10))
	for n, k := range allKinds {
		inShape := randShape(rng, n%3, 1, 3)
		sizes := randShape(rng, 1+n%2, 1, 3)
		in := tensor.NewType(k, inShape...)
		out := tensor.NewType(k, append(append([]int64(nil), sizes...), inShape...)...)
		src := randomBits(t, rng, in)
		mod := module([]string{in.String()}, fmt.Sprintf(`stablehlo.broadcast %%a0, sizes = %s : (%s) -> %s`, listText(sizes), in, out), []string{out.String()})
		want := expect(t, out, src, [2]uint64{}, func(idx []int64) []int64 { return idx[len(sizes):] })
		expectSame(t, mod, mustRun(t, mod, src)[0], want)
	}
}

// TestDataMovementDynamicPadNegativeInterior checks dynamic_pad's run-time
// interior padding, which no verifier sees.
func TestDataMovementDynamicPadNegativeInterior(t *testing.T) {
	in := tensor.NewType(tensor.F32, 4)
	pv := tensor.NewType(tensor.F32)
	out := tensor.NewType(tensor.F32, -1)
	it := "tensor<1xi64>"
	mod := module([]string{in.String(), pv.String(), it, it, it}, fmt.Sprintf(`stablehlo.dynamic_pad %%a0, %%a1, %%a2, %%a3, %%a4 : (%s, %s, %s, %s, %s) -> %s`,
		in, pv, it, it, it, out), []string{out.String()})
	rng := rand.New(rand.NewSource(5))
	src, padding := randomBits(t, rng, in), randomBits(t, rng, pv)
	one := func(v int64) *tensor.Tensor { return indexTensor(t, tensor.SI64, []int64{1}, []int64{v}) }
	got := mustRun(t, mod, src, padding, one(0), one(0), one(1))
	if n := got[0].(*tensor.Tensor).Len(); n != 7 {
		t.Fatalf("interior padding 1 of 4 elements gave %d elements, want 7", n)
	}
	_, err := mustLoad(t, mod).Run("main", []Value{src, padding, one(2), one(2), one(-1)}, RunOptions{})
	if err == nil || !strings.Contains(err.Error(), "interior padding -1") {
		t.Fatalf("negative interior padding: got error %v, want one naming it", err)
	}
}

func TestDataMovementRealDynamicSliceAndDynamicBroadcast(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	in := tensor.NewType(tensor.BF16, 5, 6)
	src := randomBits(t, rng, in)
	out := tensor.NewType(tensor.BF16, -1, -1)
	it := "tensor<2xi64>"
	mod := module([]string{in.String(), it, it, it}, fmt.Sprintf(`stablehlo.real_dynamic_slice %%a0, %%a1, %%a2, %%a3 : (%s, %s, %s, %s) -> %s`, in, it, it, it, out), []string{out.String()})
	vec := func(a, b int64) *tensor.Tensor { return indexTensor(t, tensor.SI64, []int64{2}, []int64{a, b}) }
	got := mustRun(t, mod, src, vec(1, 0), vec(5, 5), vec(2, 3))
	want := expect(t, tensor.NewType(tensor.BF16, 2, 2), src, [2]uint64{}, func(idx []int64) []int64 {
		return []int64{1 + 2*idx[0], 3 * idx[1]}
	})
	expectSame(t, mod, got[0], want)
	// Out-of-bounds limits are an error, not a clamped slice.
	if _, err := mustLoad(t, mod).Run("main", []Value{src, vec(0, 0), vec(6, 1), vec(1, 1)}, RunOptions{}); err == nil {
		t.Fatal("real_dynamic_slice accepted a limit beyond the operand")
	}
	// Strides come at run time too: a stride that is not positive is an
	// error (the verifier only checks slice's static strides).
	for _, st := range [][2]int64{{0, 1}, {1, -2}} {
		if _, err := mustLoad(t, mod).Run("main", []Value{src, vec(0, 0), vec(5, 6), vec(st[0], st[1])}, RunOptions{}); err == nil || !strings.Contains(err.Error(), "not positive") {
			t.Fatalf("real_dynamic_slice with strides %v: got error %v, want one about the stride", st, err)
		}
	}

	op := tensor.NewType(tensor.Complex128, 3, 1)
	res := tensor.NewType(tensor.Complex128, 3, -1, 4)
	mod = module([]string{op.String(), "tensor<3xi32>"}, fmt.Sprintf(`stablehlo.dynamic_broadcast_in_dim %%a0, %%a1, dims = [0, 2] : (%s, tensor<3xi32>) -> %s`, op, res), []string{res.String()})
	src = randomBits(t, rng, op)
	got = mustRun(t, mod, src, indexTensor(t, tensor.SI32, []int64{3}, []int64{3, 2, 4}))
	want = expect(t, tensor.NewType(tensor.Complex128, 3, 2, 4), src, [2]uint64{}, func(idx []int64) []int64 { return []int64{idx[0], 0} })
	expectSame(t, mod, got[0], want)
	// A shape contradicting the static result dimensions is an error.
	if _, err := mustLoad(t, mod).Run("main", []Value{src, indexTensor(t, tensor.SI32, []int64{3}, []int64{3, 2, 5})}, RunOptions{}); err == nil {
		t.Fatal("dynamic_broadcast_in_dim accepted a shape contradicting the result type")
	}
}

// TestDataMovementTupleKernels runs the tuple and optimization_barrier
// kernels directly, independently of the dialect's parser.
func TestDataMovementTupleKernels(t *testing.T) {
	a := indexTensor(t, tensor.SI64, nil, []int64{3})
	b := Tuple{a}
	k, err := kernels["stablehlo.tuple"](&OpContext{Name: "stablehlo.tuple"})
	if err != nil {
		t.Fatal(err)
	}
	out, err := k(nil, []Value{a, b, Token{}})
	if err != nil {
		t.Fatal(err)
	}
	tu, ok := out[0].(Tuple)
	if !ok || len(tu) != 3 || tu[0] != a || tu[2] != (Token{}) {
		t.Fatalf("tuple returned %v", out)
	}
	if inner, ok := tu[1].(Tuple); !ok || len(inner) != 1 || inner[0] != a {
		t.Fatalf("nested tuple is %v", tu[1])
	}
	k, err = kernels["stablehlo.optimization_barrier"](&OpContext{Name: "stablehlo.optimization_barrier"})
	if err != nil {
		t.Fatal(err)
	}
	out, err = k(nil, []Value{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 2 || out[0] != a {
		t.Fatalf("optimization_barrier returned %v", out)
	}
}

// TestDataMovementQuantized moves quantized storage as it is, quantizes
// iota's indices and runs scatter and sort regions on quantized scalars.
func TestDataMovementQuantized(t *testing.T) {
	const q = "!quant.uniform<i8:f32, 5.000000e-01:-3>"
	mod := `func.func @main(%a: tensor<2x3x` + q + `>) -> (tensor<3x2x` + q + `>, tensor<5x` + q + `>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x` + q + `>) -> tensor<3x2x` + q + `>
  %i = stablehlo.iota dim = 0 : tensor<5x` + q + `>
  func.return %t, %i : tensor<3x2x` + q + `>, tensor<5x` + q + `>
}`
	p := mustLoad(t, mod)
	ty := p.Function("main").Params[0].Tensor
	in, err := tensor.FromSlice(*ty, []int8{1, 2, 3, 4, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	got, err := p.Run("main", []Value{in}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	tr := got[0].(*tensor.Tensor)
	if tr.Type().Quant == nil || fmt.Sprint(tr.Int8s()) != "[1 4 2 5 3 6]" {
		t.Fatalf("transpose gave %s %v", tr.Type(), tr.Int8s())
	}
	// iota i quantizes to round(i / 0.5) - 3.
	if it := got[1].(*tensor.Tensor); fmt.Sprint(it.Int8s()) != "[-3 -1 1 3 5]" {
		t.Fatalf("iota gave %v", it.Int8s())
	}

	// Scatter-add through the quantized add region, and sort by a quantized
	// comparator: 1.0 + 0.5 = 1.5 stores as 0, and storage values sort like
	// their real values.
	mod = `func.func @main(%a: tensor<3x` + q + `>, %i: tensor<1x1xi32>, %u: tensor<1x` + q + `>) -> (tensor<3x` + q + `>, tensor<3x` + q + `>) {
  %s = "stablehlo.scatter"(%a, %i, %u) ({
    ^bb0(%x: tensor<` + q + `>, %y: tensor<` + q + `>):
      %r = stablehlo.add %x, %y : tensor<` + q + `>
      stablehlo.return %r : tensor<` + q + `>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x` + q + `>, tensor<1x1xi32>, tensor<1x` + q + `>) -> tensor<3x` + q + `>
  %o = "stablehlo.sort"(%a) ({
    ^bb0(%x: tensor<` + q + `>, %y: tensor<` + q + `>):
      %c = stablehlo.compare GT, %x, %y : (tensor<` + q + `>, tensor<` + q + `>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<3x` + q + `>) -> tensor<3x` + q + `>
  func.return %s, %o : tensor<3x` + q + `>, tensor<3x` + q + `>
}`
	p = mustLoad(t, mod)
	fn := p.Function("main")
	a, _ := tensor.FromSlice(*fn.Params[0].Tensor, []int8{-1, 5, 2})
	u, _ := tensor.FromSlice(*fn.Params[2].Tensor, []int8{-2})
	got, err = p.Run("main", []Value{a, indexTensor(t, tensor.SI32, []int64{1, 1}, []int64{0}), u}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if s := got[0].(*tensor.Tensor).Int8s(); fmt.Sprint(s) != "[0 5 2]" {
		t.Fatalf("quantized scatter gave %v", s)
	}
	if s := got[1].(*tensor.Tensor).Int8s(); fmt.Sprint(s) != "[5 2 -1]" {
		t.Fatalf("quantized sort gave %v", s)
	}
}
