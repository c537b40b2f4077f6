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

// WriteFormat writes the tensor in the layout of Format to w, a chunk at a
// time, so that the text of a large tensor is never held whole. When limit is
// positive and the tensor has more than limit elements, it is summarised as
// NumPy does: every dimension longer than 2*PrintEdgeItems shows its first
// and last PrintEdgeItems entries with "..." between them. A limit of 0 (or
// less) prints every element, and the text is then exactly Format's.
func (t *Tensor) WriteFormat(w io.Writer, limit int64) error {
	tw := &tensorWriter{w: w, p: newElemPrinter(t), summarise: limit > 0 && int64(t.Len()) > limit}
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

// level writes dimension d of the sub-tensor starting at element base, as
// Tensor.appendLevel does, skipping what summarising leaves out.
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
