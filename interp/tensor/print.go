package tensor

import (
	"fmt"
	"io"
)

// DefaultPrintLimit is the element count above which the tools summarise a
// printed tensor (NumPy's default print threshold).
const DefaultPrintLimit = 1000

// PrintEdgeItems is how many leading and trailing entries of each dimension a
// summarised tensor shows (NumPy's default edgeitems).
const PrintEdgeItems = 3

// printChunk is the size at which WriteFormat hands its text to the writer.
const printChunk = 64 << 10

// WriteFormat writes the tensor as the reference interpreter prints results
// to w, a chunk at a time, so that the text of a large tensor is never held
// whole: the type, then the elements in nested brackets with two-space
// indentation. When limit is positive and the tensor has more than limit
// elements, it is summarised as NumPy does: every dimension longer than
// 2*PrintEdgeItems shows its first and last PrintEdgeItems entries with "..."
// between them. A limit of 0 (or less) prints every element, and the text is
// then exactly Format's.
//
// The floats printed share one notation, chosen from all of them before the
// first is written: MLIR's six-digit "%e" form ("2.500000e-01") when that
// reads back to every value, else each value's shortest round-tripping
// digits, padded to a common number of fraction digits, in scientific
// notation when the magnitudes ask for it as NumPy decides (largest at least
// 1e8, smallest non-zero below 1e-4, or a ratio above 1e3) and positionally
// otherwise. NaNs and infinities print as their hex bit patterns.
func (t *Tensor) WriteFormat(w io.Writer, limit int64) error {
	tw := &tensorWriter{w: w, p: newElemPrinter(t), summarise: limit > 0 && int64(t.Len()) > limit}
	if tw.p.isFloat() {
		tw.p.layout = newFloatLayout()
		if t.Rank() == 0 || !tw.summarise {
			for i, n := 0, t.Len(); i < n; i++ {
				tw.p.observe(i)
			}
		} else {
			tw.observeLevel(t, Strides(t.typ.Shape), 0, 0)
		}
		tw.p.layout.decide()
	}
	// Room for a chunk and the element that crosses its end; less for a
	// small tensor.
	tw.buf = make([]byte, 0, min(printChunk+4096, 64+24*t.numParts()))
	tw.buf = append(tw.buf, t.typ.String()...)
	tw.buf = append(tw.buf, " {"...)
	if t.Rank() == 0 {
		tw.buf = tw.p.appendElem(tw.buf, 0, false)
	} else {
		tw.level(t, Strides(t.typ.Shape), 0, 0, 1, true)
	}
	tw.buf = append(tw.buf, '}')
	tw.flush()
	return tw.err
}

// tensorWriter accumulates text and writes it out in chunks; the first write
// error stops further writes and is kept.
type tensorWriter struct {
	w         io.Writer
	p         *elemPrinter
	buf       []byte
	summarise bool
	err       error
}

func (tw *tensorWriter) flush() {
	if tw.err == nil && len(tw.buf) > 0 {
		if _, err := tw.w.Write(tw.buf); err != nil {
			tw.err = fmt.Errorf("printing tensor: %w", err)
		}
	}
	tw.buf = tw.buf[:0]
}

func (tw *tensorWriter) maybeFlush() {
	if len(tw.buf) >= printChunk {
		tw.flush()
	}
}

// shown reports whether index i of a dimension of the given size is printed,
// and whether the elision mark follows it.
func (tw *tensorWriter) shown(i, size int64) (show, markAfter bool) {
	if !tw.summarise || size <= 2*PrintEdgeItems {
		return true, false
	}
	if i < PrintEdgeItems {
		return true, i == PrintEdgeItems-1
	}
	return i >= size-PrintEdgeItems, false
}

// observeLevel observes the elements of dimension d of the sub-tensor
// starting at element base that summarising shows.
func (tw *tensorWriter) observeLevel(t *Tensor, strides []int64, d int, base int64) {
	size := t.typ.Shape[d]
	for i := int64(0); i < size; i++ {
		if show, _ := tw.shown(i, size); !show {
			continue
		}
		if d == len(t.typ.Shape)-1 {
			tw.p.observe(int(base + i))
		} else {
			tw.observeLevel(t, strides, d+1, base+i*strides[d])
		}
	}
}

// level writes dimension d of the sub-tensor starting at element base,
// skipping what summarising leaves out.
func (tw *tensorWriter) level(t *Tensor, strides []int64, d int, base int64, indent int, last bool) {
	tw.buf = appendNewlineIndent(tw.buf, indent)
	tw.buf = append(tw.buf, '[')
	size := t.typ.Shape[d]
	inner := d == len(t.typ.Shape)-1
	first := true
	for i := int64(0); i < size && tw.err == nil; i++ {
		show, mark := tw.shown(i, size)
		if !show {
			continue
		}
		if inner {
			if !first {
				tw.buf = append(tw.buf, ", "...)
			}
			tw.buf = tw.p.appendElem(tw.buf, int(base+i), false)
			if mark {
				tw.buf = append(tw.buf, ", ..."...)
			}
		} else {
			tw.level(t, strides, d+1, base+i*strides[d], indent+1, i == size-1)
			if mark {
				tw.buf = appendNewlineIndent(tw.buf, indent+1)
				tw.buf = append(tw.buf, "...,"...)
			}
		}
		first = false
		tw.maybeFlush()
	}
	tw.buf = append(tw.buf, ']')
	if !last {
		tw.buf = append(tw.buf, ',')
		return
	}
	tw.buf = appendNewlineIndent(tw.buf, indent-1)
}
