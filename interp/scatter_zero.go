package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// A scatter into zeros: JAX writes `jnp.zeros_like(x).at[i].add(u)` as a
// stablehlo.scatter whose input is a broadcast_in_dim of a zero constant,
// read by nothing else. Filling the broadcast's result and then adding the
// updates into it makes two passes over the whole tensor, the first of
// which only writes zeros that the second reads back. When the scatter is
// a row scatter (scatter_rows.go), the broadcast instead allocates its
// result without writing it, and the scatter, taking that storage over,
// clears each row just before its first update and, at the end, the rows
// no update reached: one pass, and the same bits as the two.

// zeroScatterKernel is the kernel of a row scatter of one input, with
// geometry g, whose input holds unspecified values that stand for zeros.
// The input's storage is reused when it dies here (it always does when
// fuseZeroScatters chose this kernel); otherwise the result is new.
func zeroScatterKernel(mode scatterMode, g *scatterGeom) Kernel {
	return func(f *Frame, args []Value) ([]Value, error) {
		ts, err := tensorArgs(args)
		if err != nil {
			return nil, err
		}
		input, indices, updates := ts[0], ts[1], ts[2]
		idx, err := indexValues(indices)
		if err != nil {
			return nil, err
		}
		res := f.reuse(args, 0, input.Type())
		if res == nil {
			if res, err = f.newUninit(input.Type()); err != nil {
				return nil, err
			}
		}
		if !scatterRows(mode, res, updates, idx, g.rowLen, true) {
			return nil, fmt.Errorf("no row scatter of %s updates into %s", updates.Type(), input.Type())
		}
		return []Value{res}, nil
	}
}

// unfilledSplatKernel is the kernel of a splat broadcast to rt whose result
// a zero-input scatter fills: it allocates the result and leaves its
// elements unspecified.
func unfilledSplatKernel(rt tensor.Type) Kernel {
	return func(f *Frame, args []Value) ([]Value, error) {
		if _, err := splatOperand(args, rt); err != nil {
			return nil, err
		}
		out, err := f.newUninit(rt)
		if err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}
}

// fuseZeroScatters gives the scatters of r (and of its nested regions)
// whose input is the splat broadcast of a zero constant, defined in the
// same region and read by nothing else, their zero-input kernel, and the
// broadcasts their unfilled kernel. It returns the number of such pairs.
func fuseZeroScatters(r *Region) int {
	fused := 0
	producer := map[int]*op{}
	uses := map[int]int{}
	for _, o := range r.ops {
		for _, nr := range o.regions {
			fused += fuseZeroScatters(nr)
		}
		for _, s := range o.in {
			uses[s]++
		}
		var nested []int
		for _, nr := range o.regions {
			nested = regionUses(nr, nested)
		}
		for _, s := range nested {
			uses[s]++
		}
		for _, s := range o.out {
			producer[s] = o
		}
	}
	for _, s := range r.results {
		uses[s]++
	}
	for _, o := range r.ops {
		if o.zeroInput == nil || len(o.in) == 0 {
			continue
		}
		s := o.in[0]
		b := producer[s]
		if b == nil || b.unfilled == nil || uses[s] != 1 || len(b.in) != 1 {
			continue
		}
		c := producer[b.in[0]]
		if c == nil || c.constant == nil || !allZeroBits(c.constant) {
			continue
		}
		b.kernel, o.kernel = b.unfilled, o.zeroInput
		fused++
	}
	return fused
}

// allZeroBits reports whether every byte of t's elements is zero.
func allZeroBits(t *tensor.Tensor) bool {
	for _, b := range t.Raw() {
		if b != 0 {
			return false
		}
	}
	return true
}
