package interp

import (
	"context"

	"github.com/stablehlo-go/stablehlo/interp/internal/matmul"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Cancellation inside long kernels. The op loop checks the execution's
// context before every operation (Frame.Run); kernels that may run for a
// long time on one operation check it between chunks of their work, never
// per element, and return the context's error, which callers can test with
// errors.Is(err, context.Canceled) or context.DeadlineExceeded.

// checkEvery is roughly how many elements (or multiply-adds) a kernel
// processes between two checks of the context: a few milliseconds of work.
const checkEvery = 1 << 22

// Canceled returns the error of the execution's context once it is done
// (canceled or past its deadline), and nil before.
func (f *Frame) Canceled() error {
	if err := f.env.ctx.Err(); err != nil {
		return canceled(f.env.ctx)
	}
	return nil
}

// inRowBlocks runs a product of shape mm whose context the caller wants
// checked: whole computes it in one call when the context cannot be canceled
// or the product is small; otherwise block computes rows [r0, r1) of batch
// bi, for blocks of at least minRows rows small enough that the context is
// checked every few milliseconds. Every output element is computed exactly
// as by one call, so the result does not depend on the blocking.
func inRowBlocks(ctx context.Context, mm matmul.Shape, minRows int, whole func(), block func(bi, r0, r1 int)) error {
	perRow := mm.N * max(mm.K, 1)
	if ctx.Done() == nil || mm.B*mm.M*perRow <= checkEvery {
		whole()
		return nil
	}
	rows := max(checkEvery/max(perRow, 1), minRows)
	for bi := 0; bi < mm.B; bi++ {
		for r0 := 0; r0 < mm.M; r0 += rows {
			if err := ctx.Err(); err != nil {
				return canceled(ctx)
			}
			block(bi, r0, min(r0+rows, mm.M))
		}
	}
	return nil
}

// batchedChecked computes c[b] = a[b] x b[b] as matmul.Batched does, checking
// the context between blocks of rows (enough rows per block for the
// product's own parallelism).
func batchedChecked[T matmul.Elem](ctx context.Context, a, b, c []T, mm matmul.Shape) error {
	return inRowBlocks(ctx, mm, 64, func() { matmul.Batched(a, b, c, mm) }, func(bi, r0, r1 int) {
		ab, bb, cb := a[bi*mm.M*mm.K:], b[bi*mm.K*mm.N:], c[bi*mm.M*mm.N:]
		matmul.Batched(ab[r0*mm.K:], bb, cb[r0*mm.N:], matmul.Shape{B: 1, M: r1 - r0, K: mm.K, N: mm.N})
	})
}

// gemmIntoChecked stores c[b] = a[b] x b[b] as matmul.GemmBatchedIntoWS
// does (a and b read in place through their strides, aBatch and bBatch
// apart; c never read, so it need not be cleared first), checking the
// context between blocks of rows. The blocks are larger than
// batchedChecked's because every block packs all of b again. Products
// small enough for one goroutine pack into ws.
func gemmIntoChecked[T matmul.Float](ctx context.Context, ws *matmul.Workspace[T], mm matmul.Shape, a matmul.Matrix[T], aBatch int, b matmul.Matrix[T], bBatch int, c []T) error {
	return inRowBlocks(ctx, mm, 256, func() { matmul.GemmBatchedIntoWS(mm, a, aBatch, b, bBatch, c, ws) }, func(bi, r0, r1 int) {
		ab := matmul.Matrix[T]{Data: a.Data[bi*aBatch+r0*a.RowStride:], RowStride: a.RowStride, ColStride: a.ColStride}
		bb := matmul.Matrix[T]{Data: b.Data[bi*bBatch:], RowStride: b.RowStride, ColStride: b.ColStride}
		matmul.GemmBatchedIntoWS(matmul.Shape{B: 1, M: r1 - r0, K: mm.K, N: mm.N}, ab, 0, bb, 0, c[(bi*mm.M+r0)*mm.N:], nil)
	})
}

// progress counts the work of a kernel that loops over many small pieces
// and checks the execution's context every checkEvery units.
type progress struct {
	f    *Frame
	done int
	err  error
}

// add counts n more units of work and returns the context's error once it
// is done (and from then on).
func (p *progress) add(n int) error {
	if p.err != nil {
		return p.err
	}
	p.done += n
	if p.done >= checkEvery {
		p.done = 0
		p.err = p.f.Canceled()
	}
	return p.err
}

// elementChunk is the number of elements an elementwise kernel computes
// between two checks of the context: smaller than checkEvery, as one
// element of a transcendental function costs tens of nanoseconds.
const elementChunk = 1 << 18

// elementwiseChunked runs the elementwise computation g over ts (operands
// and result, all of one element count) in chunks of elementChunk elements,
// checking the context between chunks. Small tensors, and quantized ones
// (whose per-axis parameters need the shape), run in one piece.
func elementwiseChunked(f *Frame, g func(ts []*tensor.Tensor) error, ts ...*tensor.Tensor) error {
	n := ts[0].Len()
	whole := n <= elementChunk || f.env.ctx.Done() == nil
	for _, t := range ts {
		whole = whole || t.Type().Quant != nil || t.Len() != n
	}
	if whole {
		return g(ts)
	}
	part := make([]*tensor.Tensor, len(ts))
	for lo := 0; lo < n; lo += elementChunk {
		if err := f.Canceled(); err != nil {
			return err
		}
		hi := min(lo+elementChunk, n)
		for i, t := range ts {
			part[i] = t.Chunk(lo, hi)
		}
		if err := g(part); err != nil {
			return err
		}
	}
	return nil
}
