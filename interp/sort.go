package interp

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.sort: every 1-D slice along dimension is sorted, all operands
// together, by the comparator region, which receives the compared elements
// of each operand as scalar tensors (lhs0, rhs0, lhs1, rhs1, ...) and
// returns whether lhs sorts before rhs. The sort is always stable, which
// satisfies is_stable and is one of the orders allowed otherwise.

// sortSlice sorts the positions of one slice with the comparator.
type sortSlice struct {
	f      *Frame
	region *Region
	perm   []int // positions of the slice, permuted
	base   int   // flat offset of the slice's first element
	stride int   // flat step along the sorted dimension
	loadL  []func(di, si int)
	loadR  []func(di, si int)
	args   []Value
	err    error
}

func (s *sortSlice) Len() int      { return len(s.perm) }
func (s *sortSlice) Swap(i, j int) { s.perm[i], s.perm[j] = s.perm[j], s.perm[i] }

func (s *sortSlice) Less(i, j int) bool {
	if s.err != nil {
		return false
	}
	li := s.base + s.perm[i]*s.stride
	ri := s.base + s.perm[j]*s.stride
	for k := range s.loadL {
		s.loadL[k](0, li)
		s.loadR[k](0, ri)
	}
	out, err := s.f.Run(s.region, s.args)
	if err != nil {
		s.err = fmt.Errorf("comparator: %w", err)
		return false
	}
	if len(out) != 1 {
		s.err = fmt.Errorf("comparator returned %d values, want 1", len(out))
		return false
	}
	t, ok := out[0].(*tensor.Tensor)
	if !ok || t.Kind() != tensor.Bool || t.Len() != 1 {
		s.err = fmt.Errorf("comparator returned %s, want tensor<i1>", describe(out[0]))
		return false
	}
	return t.Bools()[0]
}

// runSort sorts inputs along dim into freshly allocated results.
func runSort(f *Frame, region *Region, fast *sortComparator, inputs []*tensor.Tensor, dim int) ([]Value, error) {
	shape := inputs[0].Shape()
	for i, in := range inputs[1:] {
		if !slices.Equal(in.Shape(), shape) {
			return nil, fmt.Errorf("input %d has shape %v, want %v", i+1, in.Shape(), shape)
		}
	}
	if fast == nil && len(inputs) == 1 && dim == len(shape)-1 && shape[dim] > 0 {
		if prog := region.scalarRegion(); prog != nil {
			if ks := keySortOf(region, prog); ks != nil {
				size := int(shape[dim])
				res, ok, err := ks.sortF32(f, inputs[0], inputs[0].Len()/size, size)
				if err != nil {
					return nil, err
				}
				if ok {
					return []Value{res}, nil
				}
			}
		}
	}
	n := len(inputs)
	elems := make([]tensor.Type, 2*n)
	for k, in := range inputs {
		elems[2*k], elems[2*k+1] = in.Type(), in.Type()
	}
	argT, argV, err := scalarArgs(f, elems)
	if err != nil {
		return nil, err
	}
	s := &sortSlice{f: f, region: region, args: argV, loadL: make([]func(int, int), n), loadR: make([]func(int, int), n)}
	results := make([]*tensor.Tensor, n)
	movers := make([]func(di, si int), n)
	out := make([]Value, n)
	for k, in := range inputs {
		if s.loadL[k], err = elemCopier(argT[2*k], in); err != nil {
			return nil, err
		}
		if s.loadR[k], err = elemCopier(argT[2*k+1], in); err != nil {
			return nil, err
		}
		if results[k], err = f.New(in.Type()); err != nil {
			return nil, err
		}
		if movers[k], err = elemCopier(results[k], in); err != nil {
			return nil, err
		}
		out[k] = results[k]
	}
	size := int(shape[dim])
	str := rowStrides(shape)
	s.stride = str[dim]
	outer, inner := 1, str[dim]
	for d := 0; d < dim; d++ {
		outer *= int(shape[d])
	}
	// Long sorts check for cancellation between slices.
	work := progress{f: f}
	cost := size * max(bits.Len(uint(size)), 1)
	move := func(base int, perm []int) {
		for i, p := range perm {
			for _, mv := range movers {
				mv(base+i*inner, base+p*inner)
			}
		}
	}
	apply := func(base int, perm []int) bool {
		move(base, perm)
		return work.add(cost) == nil
	}
	if fast != nil && fastSortPerms(inputs[fast.key], fast, outer, size, inner, apply) {
		if work.err != nil {
			return nil, work.err
		}
		return out, nil
	}
	if prog := region.scalarRegion(); prog != nil {
		// These paths sort the slices on several goroutines at once; the
		// workers share one count of the work done and stop at the first
		// check that finds the execution's context done.
		var done atomic.Int64
		var stop atomic.Bool
		applyShared := func(base int, perm []int) bool {
			move(base, perm)
			if n := done.Add(int64(cost)); n/checkEvery != (n-int64(cost))/checkEvery && f.Canceled() != nil {
				stop.Store(true)
			}
			return !stop.Load()
		}
		if ks := keySortOf(region, prog); ks != nil && ks.sortPerms(inputs, outer, size, inner, applyShared) {
			return sorted(f, out)
		}
		if compiledSortPerms(prog, inputs, outer, size, inner, applyShared) {
			return sorted(f, out)
		}
	}
	s.perm = make([]int, size)
	for o := 0; o < outer; o++ {
		for in := 0; in < inner; in++ {
			if err := work.add(cost); err != nil {
				return nil, err
			}
			s.base = o*size*inner + in
			for i := range s.perm {
				s.perm[i] = i
			}
			sort.Stable(s)
			if s.err != nil {
				return nil, s.err
			}
			for i, p := range s.perm {
				for _, mv := range movers {
					mv(s.base+i*s.stride, s.base+p*s.stride)
				}
			}
		}
	}
	return out, nil
}

func init() {
	register("stablehlo.sort", func(c *OpContext) (Kernel, error) {
		dim := int64(-1)
		if a := c.Attr("dimension"); !a.IsNull() {
			if !a.IsInteger() {
				return nil, c.Errorf("attribute dimension is %s, want an integer", a)
			}
			dim = a.Int()
		}
		if _, err := boolAttr(c, "is_stable"); err != nil {
			return nil, err
		}
		if len(c.Operands) == 0 || len(c.Regions) != 1 || len(c.Results) != len(c.Operands) {
			return nil, c.Errorf("expected operands, as many results and one comparator region")
		}
		elems := make([]tensor.Type, 2*len(c.Operands))
		quant := false
		for k := range c.Operands {
			t, err := operandType(c, k)
			if err != nil {
				return nil, err
			}
			quant = quant || t.Quant != nil
			elems[2*k], elems[2*k+1] = t, t
		}
		if err := checkScalarRegionArgs(c, 0, elems); err != nil {
			return nil, err
		}
		region := c.Regions[0]
		var fast *sortComparator
		if !quant {
			fast = recognizeComparator(region)
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			ts, err := tensorArgs(args)
			if err != nil {
				return nil, err
			}
			rank := int64(ts[0].Rank())
			d := dim
			if d < 0 {
				d += rank
			}
			if d < 0 || d >= rank {
				return nil, fmt.Errorf("dimension %d is out of range for rank %d", dim, rank)
			}
			return runSort(f, region, fast, ts, int(d))
		}, nil
	})
}

// sorted returns the results of a sort, or the context's error when the
// run was cancelled meanwhile.
func sorted(f *Frame, out []Value) ([]Value, error) {
	if err := f.Canceled(); err != nil {
		return nil, err
	}
	return out, nil
}
