package interp

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// indexConfig is a random gather/scatter configuration: an operand
// shape, its batching dimensions, the dimensions removed from windows, the
// start index map and the start indices layout.
type indexConfig struct {
	opShape      []int64
	opBatching   []int64 // operand/input batching dims
	removed      []int64 // collapsed_slice_dims / inserted_window_dims
	indexMap     []int64 // start_index_map / scatter_dims_to_operand_dims
	idxShape     []int64
	idxBatching  []int64 // start_indices/scatter_indices batching dims
	ivd          int64
	windowOpDims []int64 // operand dims kept in windows, in order
	windowSizes  []int64 // slice sizes of windowOpDims
	offsetDims   []int64 // offset_dims / update_window_dims
	resultShape  []int64 // gather result / scatter updates shape
}

func randIndexConfig(rng *rand.Rand) *indexConfig {
	c := &indexConfig{}
	rank := 1 + rng.Intn(4)
	c.opShape = randShape(rng, rank, 1, 4)
	var free []int64
	for d := 0; d < rank; d++ {
		if d > 0 && rng.Intn(5) == 0 {
			c.opBatching = append(c.opBatching, int64(d))
		} else {
			free = append(free, int64(d))
		}
	}
	for _, d := range free {
		if rng.Intn(5) < 2 {
			c.removed = append(c.removed, d)
		}
	}
	// start_index_map: a non-empty random subset of the free dims in random
	// order.
	for _, i := range rng.Perm(len(free)) {
		if len(c.indexMap) == 0 || rng.Intn(2) == 0 {
			c.indexMap = append(c.indexMap, free[i])
		}
	}
	// Index batch positions: the batching dims plus up to two others.
	type pos struct {
		size     int64
		batching int // index into opBatching, or -1
	}
	var list []pos
	for i := range c.opBatching {
		list = append(list, pos{c.opShape[c.opBatching[i]], i})
	}
	for n := rng.Intn(3); n > 0; n-- {
		list = append(list, pos{1 + rng.Int63n(3), -1})
	}
	rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	implicit := len(c.indexMap) == 1 && rng.Intn(2) == 0
	c.ivd = int64(len(list))
	if !implicit {
		c.ivd = rng.Int63n(int64(len(list)) + 1)
	}
	c.idxBatching = make([]int64, len(c.opBatching))
	for i, p := range list {
		d := int64(i)
		if !implicit && d >= c.ivd {
			d++
		}
		if p.batching >= 0 {
			c.idxBatching[p.batching] = d
		}
	}
	for i := 0; i <= len(list); i++ {
		if !implicit && int64(i) == c.ivd {
			c.idxShape = append(c.idxShape, int64(len(c.indexMap)))
		}
		if i < len(list) {
			c.idxShape = append(c.idxShape, list[i].size)
		}
	}
	for d := 0; d < rank; d++ {
		if !slices.Contains(c.removed, int64(d)) && !slices.Contains(c.opBatching, int64(d)) {
			c.windowOpDims = append(c.windowOpDims, int64(d))
			c.windowSizes = append(c.windowSizes, 1+rng.Int63n(c.opShape[d]))
		}
	}
	resRank := len(list) + len(c.windowOpDims)
	for _, p := range rng.Perm(resRank)[:len(c.windowOpDims)] {
		c.offsetDims = append(c.offsetDims, int64(p))
	}
	slices.Sort(c.offsetDims)
	oi, bi := 0, 0
	for d := 0; d < resRank; d++ {
		if oi < len(c.offsetDims) && c.offsetDims[oi] == int64(d) {
			c.resultShape = append(c.resultShape, c.windowSizes[oi])
			oi++
		} else {
			c.resultShape = append(c.resultShape, list[bi].size)
			bi++
		}
	}
	return c
}

// sliceSizes returns the gather slice sizes (1 for removed and batching
// dims).
func (c *indexConfig) sliceSizes() []int64 {
	s := make([]int64, len(c.opShape))
	for i := range s {
		s[i] = 1
	}
	for i, d := range c.windowOpDims {
		s[d] = c.windowSizes[i]
	}
	return s
}

// operandIndex computes, by the spec's formulas, the operand index of
// result (gather) or update (scatter) index ri; clamp selects gather's
// clamping of start indices.
func (c *indexConfig) operandIndex(ri []int64, idx *tensor.Tensor, clamp bool) []int64 {
	var batchIndex, offsetIndex []int64
	for d, v := range ri {
		if slices.Contains(c.offsetDims, int64(d)) {
			offsetIndex = append(offsetIndex, v)
		} else {
			batchIndex = append(batchIndex, v)
		}
	}
	var start []int64
	if int(c.ivd) < len(c.idxShape) {
		for j := int64(0); j < c.idxShape[c.ivd]; j++ {
			full := slices.Insert(slices.Clone(batchIndex), int(c.ivd), j)
			start = append(start, idx.Int(ravel(full, c.idxShape)))
		}
	} else {
		start = []int64{idx.Int(ravel(batchIndex, c.idxShape))}
	}
	sizes := c.sliceSizes()
	out := make([]int64, len(c.opShape))
	for j, d := range c.indexMap {
		v := start[j]
		if clamp {
			v = min(max(v, 0), c.opShape[d]-sizes[d])
		}
		out[d] += v
	}
	for i, d := range c.opBatching {
		sd := c.idxBatching[i]
		if sd >= c.ivd {
			sd--
		}
		out[d] += batchIndex[sd]
	}
	for i, d := range c.windowOpDims {
		out[d] += offsetIndex[i]
	}
	return out
}

// randomIndices fills start indices with values slightly out of range on
// both sides.
func (c *indexConfig) randomIndices(t testing.TB, rng *rand.Rand, k tensor.Kind) *tensor.Tensor {
	n := 1
	for _, s := range c.idxShape {
		n *= int(s)
	}
	vals := make([]int64, n)
	for i := range vals {
		vals[i] = rng.Int63n(8) - 2
		if k.IsUnsigned() && vals[i] < 0 {
			vals[i] = 0
		}
	}
	return indexTensor(t, k, c.idxShape, vals)
}

func TestDataMovementGatherRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	idxKinds := []tensor.Kind{tensor.SI32, tensor.SI64, tensor.UI32, tensor.SI8, tensor.UI64}
	for n := 0; n < 300; n++ {
		c := randIndexConfig(rng)
		k := allKinds[n%len(allKinds)]
		ik := idxKinds[n%len(idxKinds)]
		opT := tensor.NewType(k, c.opShape...)
		idxT := tensor.NewType(ik, c.idxShape...)
		resT := tensor.NewType(k, c.resultShape...)
		operand := randomBits(t, rng, opT)
		indices := c.randomIndices(t, rng, ik)
		dims := fmt.Sprintf("#stablehlo.gather<offset_dims = %s, collapsed_slice_dims = %s, operand_batching_dims = %s, start_indices_batching_dims = %s, start_index_map = %s, index_vector_dim = %d>",
			listText(c.offsetDims), listText(c.removed), listText(c.opBatching), listText(c.idxBatching), listText(c.indexMap), c.ivd)
		want := expect(t, resT, operand, [2]uint64{}, func(ri []int64) []int64 { return c.operandIndex(ri, indices, true) })
		mod := module([]string{opT.String(), idxT.String()}, fmt.Sprintf(`"stablehlo.gather"(%%a0, %%a1) {dimension_numbers = %s, slice_sizes = %s, indices_are_sorted = false} : (%s, %s) -> %s`,
			dims, arr(c.sliceSizes()), opT, idxT, resT), []string{resT.String()})
		expectSame(t, mod, mustRun(t, mod, operand, indices)[0], want)

		if n%5 == 0 {
			st := fmt.Sprintf("tensor<%dxi64>", len(c.opShape))
			mod = module([]string{opT.String(), idxT.String(), st}, fmt.Sprintf(`"stablehlo.dynamic_gather"(%%a0, %%a1, %%a2) {dimension_numbers = %s} : (%s, %s, %s) -> %s`,
				dims, opT, idxT, st, resT), []string{resT.String()})
			sizes := indexTensor(t, tensor.SI64, []int64{int64(len(c.opShape))}, c.sliceSizes())
			expectSame(t, mod, mustRun(t, mod, operand, indices, sizes)[0], want)
		}
	}
}

func TestDataMovementTorchIndexSelect(t *testing.T) {
	// operand 2x3x4, index 2x5 with batch_dims = 1 and dim = 2:
	// result[b, i, j] = operand[b, i, index[b, j]], shape 2x3x5.
	rng := rand.New(rand.NewSource(7))
	opT := tensor.NewType(tensor.F32, 2, 3, 4)
	idxT := tensor.NewType(tensor.SI32, 2, 5)
	resT := tensor.NewType(tensor.F32, 2, 3, 5)
	operand := randomBits(t, rng, opT)
	vals := make([]int64, 10)
	for i := range vals {
		vals[i] = rng.Int63n(4)
	}
	index := indexTensor(t, tensor.SI32, idxT.Shape, vals)
	mod := module([]string{opT.String(), idxT.String()}, fmt.Sprintf(`"stablehlo.torch_index_select"(%%a0, %%a1) {dim = 2 : i64, batch_dims = 1 : i64} : (%s, %s) -> %s`, opT, idxT, resT), []string{resT.String()})
	want := expect(t, resT, operand, [2]uint64{}, func(ri []int64) []int64 {
		return []int64{ri[0], ri[1], vals[ri[0]*5+ri[2]]}
	})
	expectSame(t, mod, mustRun(t, mod, operand, index)[0], want)
}
