// Package strided moves elements between row-major buffers along strided
// index boxes: the one copy loop behind broadcast, concatenate, pad, slice,
// transpose, reverse, gather windows and the operand packing of
// dot_general, convolution and reduce.
//
// A Block describes a box of elements read from one buffer and written to
// another, each side with its own offset and per-dimension strides (zero
// strides broadcast, negative strides reverse). A Plan is a sequence of
// blocks into one destination, optionally preceded by a fill. Blocks depend
// on shapes only, so callers build them once when shapes are static.
package strided

import "fmt"

// Block copies a box of elements: for every index i of Shape,
// dst[DstOff + Σ i[k]*DstStr[k]] = src[SrcOff + Σ i[k]*SrcStr[k]].
type Block struct {
	// Src selects the source buffer among a plan's sources.
	Src            int
	SrcOff, DstOff int
	Shape          []int
	SrcStr, DstStr []int
}

// NewBlock builds a simplified block: dimensions of size one are dropped and
// neighbouring dimensions contiguous in both source and destination are
// merged. ok is false when the box is empty.
func NewBlock(src, srcOff, dstOff int, shape, srcStr, dstStr []int) (b Block, ok bool) {
	b = Block{Src: src, SrcOff: srcOff, DstOff: dstOff}
	for k, n := range shape {
		if n == 0 {
			return b, false
		}
		if n == 1 {
			continue
		}
		last := len(b.Shape) - 1
		// A dimension merges into the previous (outer) one when stepping
		// the outer one equals stepping the inner one n times.
		if last >= 0 && b.SrcStr[last] == srcStr[k]*n && b.DstStr[last] == dstStr[k]*n {
			b.Shape[last] *= n
			b.SrcStr[last] = srcStr[k]
			b.DstStr[last] = dstStr[k]
			continue
		}
		b.Shape = append(b.Shape, n)
		b.SrcStr = append(b.SrcStr, srcStr[k])
		b.DstStr = append(b.DstStr, dstStr[k])
	}
	if len(b.Shape) == 0 {
		b.Shape, b.SrcStr, b.DstStr = []int{1}, []int{1}, []int{1}
	}
	return b, true
}

// next advances the outer counters of b (all dimensions but the two
// innermost) and the offsets d and s; it reports false after the last
// slab.
func (b *Block) next(outer []int, d, s *int) bool {
	for k := len(outer) - 1; k >= 0; k-- {
		outer[k]++
		*d += b.DstStr[k]
		*s += b.SrcStr[k]
		if outer[k] < b.Shape[k] {
			return true
		}
		*d -= b.Shape[k] * b.DstStr[k]
		*s -= b.Shape[k] * b.SrcStr[k]
		outer[k] = 0
	}
	return false
}

// outer returns the zeroed counters of b's dimensions beyond its two
// innermost ones, taken from the scratch idx.
func (b *Block) outer(idx []int) []int {
	n := max(len(b.Shape)-2, 0)
	outer := idx[:n]
	for k := range outer {
		outer[k] = 0
	}
	return outer
}

// slab returns the geometry of b's 2-D slabs: rows of inner elements, with
// the destination and source strides of rows (rds, rss) and of elements
// (ds, ss).
func (b *Block) slab() (rows, rds, rss, inner, ds, ss int) {
	n := len(b.Shape)
	inner, ds, ss = b.Shape[n-1], b.DstStr[n-1], b.SrcStr[n-1]
	rows = 1
	if n >= 2 {
		rows, rds, rss = b.Shape[n-2], b.DstStr[n-2], b.SrcStr[n-2]
	}
	return
}

// Copy runs block b from src into dst; idx is scratch of at least
// len(b.Shape) counters.
func Copy[T any](dst, src []T, b *Block, idx []int) {
	rows, rds, rss, inner, ds, ss := b.slab()
	outer, d, s := b.outer(idx), b.DstOff, b.SrcOff
	for {
		copyRows(dst, src, d, s, rows, rds, rss, inner, ds, ss)
		if !b.next(outer, &d, &s) {
			return
		}
	}
}

// copyRows copies rows strided rows of inner strided elements.
func copyRows[T any](dst, src []T, d, s, rows, rds, rss, inner, ds, ss int) {
	switch {
	case inner == 1:
		for r := 0; r < rows; r++ {
			dst[d] = src[s]
			d += rds
			s += rss
		}
	case ds == 1 && ss == 1:
		for r := 0; r < rows; r++ {
			copy(dst[d:d+inner], src[s:s+inner])
			d += rds
			s += rss
		}
	case ds == 1 && ss == 0:
		for r := 0; r < rows; r++ {
			v := src[s]
			seg := dst[d : d+inner]
			for i := range seg {
				seg[i] = v
			}
			d += rds
			s += rss
		}
	case ds == 1:
		for r := 0; r < rows; r++ {
			seg := dst[d : d+inner]
			si := s
			for i := range seg {
				seg[i] = src[si]
				si += ss
			}
			d += rds
			s += rss
		}
	default:
		for r := 0; r < rows; r++ {
			di, si := d, s
			for i := 0; i < inner; i++ {
				dst[di] = src[si]
				di += ds
				si += ss
			}
			d += rds
			s += rss
		}
	}
}

// Real are the element types Convert converts between.
type Real interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// Convert is Copy with a Go conversion of every element to dst's type.
func Convert[D, S Real](dst []D, src []S, b *Block, idx []int) {
	rows, rds, rss, inner, ds, ss := b.slab()
	outer, d, s := b.outer(idx), b.DstOff, b.SrcOff
	for {
		rd, rs := d, s
		for r := 0; r < rows; r++ {
			di, si := rd, rs
			for i := 0; i < inner; i++ {
				dst[di] = D(src[si])
				di += ds
				si += ss
			}
			rd += rds
			rs += rss
		}
		if !b.next(outer, &d, &s) {
			return
		}
	}
}

// Fill sets every element of dst to v.
func Fill[T any](dst []T, v T) {
	if len(dst) == 0 {
		return
	}
	dst[0] = v
	for i := 1; i < len(dst); i *= 2 {
		copy(dst[i:], dst[:i])
	}
}

// RowMajor returns the row-major strides of shape.
func RowMajor(shape []int) []int {
	st := make([]int, len(shape))
	n := 1
	for k := len(shape) - 1; k >= 0; k-- {
		st[k] = n
		n *= shape[k]
	}
	return st
}

// permuteBlock is the block writing dst in row-major order over shape from
// src elements at offsets Σ index[k]*srcStrides[k].
func permuteBlock(shape, srcStrides []int64) (Block, bool) {
	sh, st := make([]int, len(shape)), make([]int, len(shape))
	for k := range shape {
		sh[k], st[k] = int(shape[k]), int(srcStrides[k])
	}
	return NewBlock(0, 0, 0, sh, st, RowMajor(sh))
}

// Permute fills dst in row-major order over shape with the src elements at
// offsets Σ index[k]*srcStrides[k].
func Permute[T any](dst, src []T, shape, srcStrides []int64) {
	b, ok := permuteBlock(shape, srcStrides)
	if !ok {
		return
	}
	Copy(dst, src, &b, make([]int, len(b.Shape)))
}

// PermuteConvert is Permute with a conversion to dst's element type.
func PermuteConvert[D, S Real](dst []D, src []S, shape, srcStrides []int64) {
	b, ok := permuteBlock(shape, srcStrides)
	if !ok {
		return
	}
	Convert(dst, src, &b, make([]int, len(b.Shape)))
}

// Plan is a sequence of block copies into one destination.
type Plan struct {
	// Fill, when not negative, names the source whose first element is
	// written to every destination element before the copies run.
	Fill   int
	Blocks []Block
	// Rank is the largest block rank, the size of the scratch counters.
	Rank int
}

// NewPlan returns an empty plan; fill is the source of the fill value, or
// -1 for none.
func NewPlan(fill int) *Plan { return &Plan{Fill: fill} }

// Add appends a block to the plan, skipping empty ones.
func (p *Plan) Add(src, srcOff, dstOff int, shape, srcStr, dstStr []int) {
	b, ok := NewBlock(src, srcOff, dstOff, shape, srcStr, dstStr)
	if !ok {
		return
	}
	p.Blocks = append(p.Blocks, b)
	if len(b.Shape) > p.Rank {
		p.Rank = len(b.Shape)
	}
}

// Transposing copies are cut into tiles of tileA source-contiguous by tileW
// destination-contiguous elements: tileW source lines are read at a time,
// few enough to avoid cache set conflicts for power-of-two strides.
const (
	tileA = 32
	tileW = 8
)

// AddTiled is Add for copies that may read with a large innermost stride
// (transpositions): when the destination is contiguous innermost but the
// source is contiguous along another dimension, the pair of dimensions is
// cut into tiles, with remainders as separate blocks.
func (p *Plan) AddTiled(src, srcOff, dstOff int, shape, srcStr, dstStr []int) {
	b, ok := NewBlock(src, srcOff, dstOff, shape, srcStr, dstStr)
	if !ok {
		return
	}
	n := len(b.Shape)
	j := -1
	for k := 0; k < n-1; k++ {
		if b.SrcStr[k] == 1 {
			j = k
		}
	}
	if n < 2 || b.DstStr[n-1] != 1 || b.SrcStr[n-1] == 1 || j < 0 || b.Shape[j] < 2*tileA || b.Shape[n-1] < 2*tileW {
		p.Add(b.Src, b.SrcOff, b.DstOff, b.Shape, b.SrcStr, b.DstStr)
		return
	}
	a, w := b.Shape[j], b.Shape[n-1]
	a2, w2 := a-a%tileA, w-w%tileW
	var tShape, tSrc, tDst []int
	for k := 0; k < n-1; k++ {
		if k != j {
			tShape = append(tShape, b.Shape[k])
			tSrc = append(tSrc, b.SrcStr[k])
			tDst = append(tDst, b.DstStr[k])
		}
	}
	sj, dj, sw := b.SrcStr[j], b.DstStr[j], b.SrcStr[n-1]
	tShape = append(tShape, a2/tileA, w2/tileW, tileA, tileW)
	tSrc = append(tSrc, sj*tileA, sw*tileW, sj, sw)
	tDst = append(tDst, dj*tileA, tileW, dj, 1)
	p.Add(b.Src, b.SrcOff, b.DstOff, tShape, tSrc, tDst)
	// Rows of dimension j past the last full tile, over the whole width.
	rest := append([]int(nil), b.Shape...)
	rest[j] = a - a2
	p.Add(b.Src, b.SrcOff+a2*sj, b.DstOff+a2*dj, rest, b.SrcStr, b.DstStr)
	// The last partial column of tiles for the full tile rows.
	rest = append([]int(nil), b.Shape...)
	rest[j], rest[n-1] = a2, w-w2
	p.Add(b.Src, b.SrcOff+w2*sw, b.DstOff+w2, rest, b.SrcStr, b.DstStr)
}

// Run executes p writing into dst and reading from srcs, all of one element
// type; a nil source stands for an empty one.
func Run[T any](p *Plan, dst []T, srcs [][]T) error {
	if p.Fill >= 0 {
		if len(srcs[p.Fill]) == 0 {
			return fmt.Errorf("the padding value is empty")
		}
		Fill(dst, srcs[p.Fill][0])
	}
	idx := make([]int, p.Rank)
	for i := range p.Blocks {
		b := &p.Blocks[i]
		Copy(dst, srcs[b.Src], b, idx)
	}
	return nil
}
