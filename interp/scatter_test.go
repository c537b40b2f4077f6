package interp

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// scatterDims spells the scatter dimension numbers of a configuration.
func scatterDims(c *indexConfig) string {
	return fmt.Sprintf("#stablehlo.scatter<update_window_dims = %s, inserted_window_dims = %s, input_batching_dims = %s, scatter_indices_batching_dims = %s, scatter_dims_to_operand_dims = %s, index_vector_dim = %d>",
		listText(c.offsetDims), listText(c.removed), listText(c.opBatching), listText(c.idxBatching), listText(c.indexMap), c.ivd)
}

// scatterRef applies combine for every in-bounds update, in row-major
// update order.
func scatterRef(c *indexConfig, indices *tensor.Tensor, combine func(ri, ui int)) {
	n := 1
	for _, s := range c.resultShape {
		n *= int(s)
	}
	for ui := 0; ui < n; ui++ {
		ri := c.operandIndex(unravel(ui, c.resultShape), indices, false)
		ok := true
		for d, v := range ri {
			if v < 0 || v >= c.opShape[d] {
				ok = false
			}
		}
		if ok {
			combine(ravel(ri, c.opShape), ui)
		}
	}
}

func TestDataMovementScatterRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	idxKinds := []tensor.Kind{tensor.SI32, tensor.SI64, tensor.SI8}
	addKinds := []tensor.Kind{tensor.SI4, tensor.SI32, tensor.UI8, tensor.F32, tensor.F64, tensor.Complex64}
	for n := 0; n < 300; n++ {
		c := randIndexConfig(rng)
		ik := idxKinds[n%len(idxKinds)]
		idxT := tensor.NewType(ik, c.idxShape...)
		indices := c.randomIndices(t, rng, ik)
		attrs := fmt.Sprintf("{scatter_dimension_numbers = %s, indices_are_sorted = false, unique_indices = false}", scatterDims(c))
		switch n % 3 {
		case 0: // replace, any element type
			k := allKinds[n%len(allKinds)]
			inT, updT := tensor.NewType(k, c.opShape...), tensor.NewType(k, c.resultShape...)
			input, upd := randomBits(t, rng, inT), randomBits(t, rng, updT)
			st := tensor.NewType(k).String()
			mod := module([]string{inT.String(), idxT.String(), updT.String()}, fmt.Sprintf(`"stablehlo.scatter"(%%a0, %%a1, %%a2) ({
    ^bb0(%%x: %s, %%y: %s):
      stablehlo.return %%y : %s
  }) %s : (%s, %s, %s) -> %s`, st, st, st, attrs, inT, idxT, updT, inT), []string{inT.String()})
			want := input.Clone()
			scatterRef(c, indices, func(ri, ui int) { setElem(want, ri, elemBits(upd, ui)) })
			expectSame(t, mod, mustRun(t, mod, input, indices, upd)[0], want)
		case 1: // add
			k := addKinds[n%len(addKinds)]
			inT, updT := tensor.NewType(k, c.opShape...), tensor.NewType(k, c.resultShape...)
			input, upd := small(t, rng, inT), small(t, rng, updT)
			st := tensor.NewType(k).String()
			mod := module([]string{inT.String(), idxT.String(), updT.String()}, fmt.Sprintf(`"stablehlo.scatter"(%%a0, %%a1, %%a2) ({
    ^bb0(%%x: %s, %%y: %s):
      %%s = stablehlo.add %%y, %%x : %s
      stablehlo.return %%s : %s
  }) %s : (%s, %s, %s) -> %s`, st, st, st, st, attrs, inT, idxT, updT, inT), []string{inT.String()})
			want := input.Clone()
			scatterRef(c, indices, func(ri, ui int) { addElem(want, ri, upd, ui) })
			expectSame(t, mod, mustRun(t, mod, input, indices, upd)[0], want)
		case 2: // variadic through the region: (r0 + u0, u1)
			k := allKinds[n%len(allKinds)]
			in0, upd0 := tensor.NewType(tensor.SI32, c.opShape...), tensor.NewType(tensor.SI32, c.resultShape...)
			in1, upd1 := tensor.NewType(k, c.opShape...), tensor.NewType(k, c.resultShape...)
			i0, u0 := small(t, rng, in0), small(t, rng, upd0)
			i1, u1 := randomBits(t, rng, in1), randomBits(t, rng, upd1)
			s0, s1 := tensor.NewType(tensor.SI32).String(), tensor.NewType(k).String()
			mod := module([]string{in0.String(), in1.String(), idxT.String(), upd0.String(), upd1.String()}, fmt.Sprintf(`"stablehlo.scatter"(%%a0, %%a1, %%a2, %%a3, %%a4) ({
    ^bb0(%%x0: %s, %%x1: %s, %%y0: %s, %%y1: %s):
      %%s = stablehlo.add %%x0, %%y0 : %s
      stablehlo.return %%s, %%y1 : %s, %s
  }) %s : (%s, %s, %s, %s, %s) -> (%s, %s)`, s0, s1, s0, s1, s0, s0, s1, attrs, in0, in1, idxT, upd0, upd1, in0, in1), []string{in0.String(), in1.String()})
			w0, w1 := i0.Clone(), i1.Clone()
			scatterRef(c, indices, func(ri, ui int) {
				addElem(w0, ri, u0, ui)
				setElem(w1, ri, elemBits(u1, ui))
			})
			got := mustRun(t, mod, i0, i1, indices, u0, u1)
			expectSame(t, mod, got[0], w0)
			expectSame(t, mod, got[1], w1)
		}
	}
}

// small fills a tensor with small integral values (exact in every kind).
func small(t testing.TB, rng *rand.Rand, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	r := newTensor(t, ty)
	for i := 0; i < r.Len(); i++ {
		v := rng.Int63n(7) - 3
		switch {
		case ty.Kind.IsInteger():
			r.SetBits(i, uint64(v))
		case ty.Kind == tensor.F64:
			r.Float64s()[i] = float64(v)
		case ty.Kind == tensor.F32:
			r.Float32s()[i] = float32(v)
		case ty.Kind == tensor.Complex64:
			r.Complex64s()[i] = complex(float32(v), float32(-v))
		}
	}
	return r
}

// addElem adds element ui of upd to element ri of dst (integers wrap).
func addElem(dst *tensor.Tensor, ri int, upd *tensor.Tensor, ui int) {
	k := dst.Kind()
	switch {
	case k.IsSigned():
		dst.SetBits(ri, uint64(tensor.WrapInt(k, dst.Int(ri)+upd.Int(ui))))
	case k.IsUnsigned():
		dst.SetBits(ri, uint64(dst.Int(ri)+upd.Int(ui)))
	case k == tensor.F64:
		dst.Float64s()[ri] += upd.Float64s()[ui]
	case k == tensor.F32:
		dst.Float32s()[ri] += upd.Float32s()[ui]
	case k == tensor.Complex64:
		dst.Complex64s()[ri] += upd.Complex64s()[ui]
	}
}

// TestDataMovementScatterSpecExample checks the spec's example, which has an
// out-of-bounds index.
func TestDataMovementScatterSpecExample(t *testing.T) {
	mod := `func.func @main(%in: tensor<3x4x2xi64>, %idx: tensor<2x3x2xi64>, %upd: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  %r = "stablehlo.scatter"(%in, %idx, %upd) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r : tensor<3x4x2xi64>
}`
	in := make([]int64, 24)
	for i := range in {
		in[i] = int64(i + 1)
	}
	ones := make([]int64, 24)
	for i := range ones {
		ones[i] = 1
	}
	idx := []int64{0, 2, 1, 0, 2, 1, 0, 1, 1, 0, 0, 9}
	got := mustRun(t, mod, indexTensor(t, tensor.SI64, []int64{3, 4, 2}, in), indexTensor(t, tensor.SI64, []int64{2, 3, 2}, idx), indexTensor(t, tensor.SI64, []int64{2, 3, 2, 2}, ones))
	want := []int64{1, 2, 5, 6, 7, 8, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 21, 22, 23, 24}
	for i, v := range got[0].(*tensor.Tensor).Int64s() {
		if v != want[i] {
			t.Fatalf("element %d = %d, want %d", i, v, want[i])
		}
	}
}

func TestDataMovementSort(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for n := 0; n < 40; n++ {
		k := allKinds[n%len(allKinds)]
		rank := 1 + n%3
		shape := randShape(rng, rank, 1, 6)
		dim := rng.Intn(rank)
		keyT := tensor.NewType(tensor.SI32, shape...)
		payT := tensor.NewType(k, shape...)
		key := newTensor(t, keyT)
		for i := range key.Int32s() {
			key.Int32s()[i] = int32(rng.Intn(4))
		}
		pay := randomBits(t, rng, payT)
		st, sp := tensor.NewType(tensor.SI32).String(), tensor.NewType(k).String()
		dimAttr := fmt.Sprintf("%d", dim)
		if dim == rank-1 && n%2 == 0 {
			dimAttr = "-1"
		}
		// Payload first, key second: the comparator reads arguments 2 and 3.
		mod := module([]string{payT.String(), keyT.String()}, fmt.Sprintf(`"stablehlo.sort"(%%a0, %%a1) ({
    ^bb0(%%p0: %s, %%p1: %s, %%k0: %s, %%k1: %s):
      %%c = stablehlo.compare GT, %%k0, %%k1 : (%s, %s) -> tensor<i1>
      stablehlo.return %%c : tensor<i1>
  }) {dimension = %s : i64, is_stable = true} : (%s, %s) -> (%s, %s)`, sp, sp, st, st, st, st, dimAttr, payT, keyT, payT, keyT), []string{payT.String(), keyT.String()})
		got := mustRun(t, mod, pay, key)
		wantP, wantK := pay.Clone(), key.Clone()
		str := tensor.Strides(shape)
		for i := 0; i < key.Len(); i++ {
			idx := unravel(i, shape)
			if idx[dim] != 0 {
				continue
			}
			// Stable descending order of keys within this slice.
			pos := make([]int, shape[dim])
			for j := range pos {
				pos[j] = i + j*int(str[dim])
			}
			sorted := append([]int(nil), pos...)
			for a := 1; a < len(sorted); a++ {
				for b := a; b > 0 && key.Int32s()[sorted[b]] > key.Int32s()[sorted[b-1]]; b-- {
					sorted[b], sorted[b-1] = sorted[b-1], sorted[b]
				}
			}
			for j, p := range pos {
				setElem(wantP, p, elemBits(pay, sorted[j]))
				wantK.Int32s()[p] = key.Int32s()[sorted[j]]
			}
		}
		expectSame(t, mod, got[0], wantP)
		expectSame(t, mod, got[1], wantK)
	}
}

func TestDataMovementTupleAndBarrier(t *testing.T) {
	mod := `func.func @main(%a: tensor<2xf64>, %b: tensor<i64>) -> (tensor<2xf64>, tensor<i64>, tensor<i64>) {
  %t1 = stablehlo.tuple %b : tuple<tensor<i64>>
  %t = stablehlo.tuple %a, %t1 : tuple<tensor<2xf64>, tuple<tensor<i64>>>
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
  %y1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
  %y = stablehlo.get_tuple_element %y1[0] : (tuple<tensor<i64>>) -> tensor<i64>
  %p, %q = stablehlo.optimization_barrier %x, %y : tensor<2xf64>, tensor<i64>
  func.return %p, %q, %b : tensor<2xf64>, tensor<i64>, tensor<i64>
}`
	a := newTensor(t, tensor.NewType(tensor.F64, 2))
	a.Float64s()[0], a.Float64s()[1] = 1.5, -2
	b := indexTensor(t, tensor.SI64, nil, []int64{3})
	got := mustRun(t, mod, a, b)
	expectSame(t, "tuple", got[0], a)
	expectSame(t, "tuple", got[1], b)
}

// specialFloats fills a float tensor with values drawn from zeros,
// infinities, NaNs and small integers, so that sorting meets ties and
// unordered values.
func specialFloats(t testing.TB, rng *rand.Rand, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	vals := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN(), 1, -1, 2, 3, -2}
	r := newTensor(t, ty)
	for i := 0; i < r.Len(); i++ {
		v := vals[rng.Intn(len(vals))]
		if ty.Kind == tensor.F64 {
			r.Float64s()[i] = v
		} else {
			r.SetBits(i, tensor.EncodeFloat(ty.Kind, v))
		}
	}
	return r
}

// TestDataMovementSortFastPath checks that comparators evaluated directly
// give the same results as running them through the region.
func TestDataMovementSortFastPath(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	kinds := []tensor.Kind{tensor.F32, tensor.F64, tensor.BF16, tensor.F16, tensor.SI4, tensor.UI8, tensor.UI64, tensor.SI64, tensor.Bool}
	dirs := []string{"LT", "GT", "LE", "GE", "EQ", "NE"}
	for n := 0; n < 60; n++ {
		k := kinds[n%len(kinds)]
		dir := dirs[n%len(dirs)]
		ct := "FLOAT"
		switch {
		case k == tensor.Bool || k.IsUnsigned():
			ct = "UNSIGNED"
		case k.IsSigned():
			ct = "SIGNED"
		case n%2 == 1:
			ct = "TOTALORDER"
		}
		shape := randShape(rng, 2, 1, 7)
		dim := n % 2
		keyT := tensor.NewType(k, shape...)
		payT := tensor.NewType(tensor.SI32, shape...)
		var key *tensor.Tensor
		if k.IsFloat() {
			key = specialFloats(t, rng, keyT)
		} else {
			key = randomBits(t, rng, keyT)
			if k != tensor.Bool {
				// Few distinct values, for ties.
				for i := 0; i < key.Len(); i++ {
					key.SetBits(i, key.Bits(i)%3)
				}
			}
		}
		pay := newTensor(t, payT)
		for i := range pay.Int32s() {
			pay.Int32s()[i] = int32(i)
		}
		sk, sp := tensor.NewType(k).String(), tensor.NewType(tensor.SI32).String()
		a, b := "%k0", "%k1"
		if n%3 == 2 {
			a, b = b, a
		}
		cmp := fmt.Sprintf(`%%c = "stablehlo.compare"(%s, %s) {comparison_direction = #stablehlo<comparison_direction %s>, compare_type = #stablehlo<comparison_type %s>} : (%s, %s) -> tensor<i1>`, a, b, dir, ct, sk, sk)
		build := func(extra, ret string) string {
			return module([]string{payT.String(), keyT.String()}, fmt.Sprintf(`"stablehlo.sort"(%%a0, %%a1) ({
    ^bb0(%%p0: %s, %%p1: %s, %%k0: %s, %%k1: %s):
      %s
      %s
      stablehlo.return %s : tensor<i1>
  }) {dimension = %d : i64, is_stable = true} : (%s, %s) -> (%s, %s)`, sp, sp, sk, sk, cmp, extra, ret, dim, payT, keyT, payT, keyT), []string{payT.String(), keyT.String()})
		}
		fast := build("", "%c")
		slow := build("%d = stablehlo.and %c, %c : tensor<i1>", "%d")
		gotFast := mustRun(t, fast, pay, key)
		gotSlow := mustRun(t, slow, pay, key)
		expectSame(t, fast, gotFast[0], gotSlow[0].(*tensor.Tensor))
		expectSame(t, fast, gotFast[1], gotSlow[1].(*tensor.Tensor))
	}
}
