package matmul

import (
	"fmt"
	"unsafe"
)

// Mid-size and large products whose left operand has contiguous rows (the
// dense layers and projections of the exported programs: 256 or 512 rows,
// 256 to 1024 columns and depth) run on the Rows kernel, which reads a in
// place. Only b is packed, and not all of it at once: each job of the
// product owns a chunk of panels of columns over a block of rows, and for
// each kc block of the depth packs its own panels (at most rowsPackBytes)
// just before running blocks of about kr.mc rows of a over them. The
// panels are then in the second-level cache, and the one a kernel call
// reads in the first-level one, while they are used; each panel is packed
// once per block of rows (once in all, unless a product has too few
// panels to share among the workers); there is no barrier between packing
// and multiplying; and no buffer of the size of b is allocated: a product
// needs only each worker's panels, which are kept for the next product.

// rowsPackBytes bounds the packed panels of b one job holds for a kc
// block of the depth, so that they stay in the second-level cache while
// the job's blocks of rows go by them.
const rowsPackBytes = 1 << 19

// rowsJobsPerWorker is the number of jobs per worker a parallel product is
// cut into, so that a worker slowed by other programs leaves its last job
// to the others. Every job reads all its rows of a from the shared cache
// for each kc block; more jobs would read a more often (at 1024^3 with
// kc = 256, eight jobs of four panels ran slower than four of eight; with
// the float32 kernel's kc = 1024, the four panels of rowsPackBytes make
// eight jobs, and 2, 4 or 8 panels per job ran alike).
const rowsJobsPerWorker = 2

// rowsScratch is one worker's buffers: the packed panels of b of its
// job, an edge tile and the zero-padded rows of an operand shorter than a
// tile.
type rowsScratch[T Float] struct {
	panel, tmp, gather []T
}

// getRowsScratch returns worker buffers for kernel kr, from the pool when
// it holds large enough ones.
func getRowsScratch[T Float](kr *kernel[T]) *rowsScratch[T] {
	pool := poolFor[T](&rowsScratchF32, &rowsScratchF64)
	if s, ok := pool.Get().(*rowsScratch[T]); ok && len(s.tmp) >= kr.mr*kr.nr && len(s.gather) >= kr.mr*kr.kc {
		return s
	}
	return &rowsScratch[T]{
		tmp:    make([]T, kr.mr*kr.nr),
		gather: make([]T, kr.mr*kr.kc),
	}
}

// rowsPlan is the cut of a product of m rows and np panels of columns
// into jobs: blocks of per tiles of rows times chunks of chunk panels.
type rowsPlan struct {
	per, rowBlocks, chunk, chunks int
}

// planRows cuts a product of m rows and n columns on kernel kr into jobs
// for workers goroutines. A job covers a chunk of panels of at most
// rowsPackBytes per kc block, which it packs itself. One worker takes all
// the rows in each job; several take up to rowsJobsPerWorker jobs each,
// splitting the columns (each job then packs only its own panels), and
// the rows as well when the number of chunks is not a multiple of the
// workers (a narrow product of one panel has one block of rows per
// worker).
func planRows[T Float](kr *kernel[T], m, n, workers int) rowsPlan {
	mr, nr := kr.mr, kr.nr
	tiles := (m + mr - 1) / mr
	np := (n + nr - 1) / nr
	var z T
	maxChunk := max(1, rowsPackBytes/(kr.kc*nr*int(unsafe.Sizeof(z))))
	chunks := (np + maxChunk - 1) / maxChunk
	target := rowsJobsPerWorker * workers
	if workers > 1 {
		chunks = max(chunks, min(np, target))
	}
	chunk := (np + chunks - 1) / chunks
	chunks = (np + chunk - 1) / chunk
	rowBlocks := 1
	if workers > 1 && chunks < target {
		// Every block of rows packs the chunk's panels again, at a cost
		// of a few tile rows' work per row of b: split the rows only
		// into as few blocks as make the jobs a multiple of workers.
		rowBlocks = min(tiles, workers/gcd(chunks, workers))
	}
	per := (tiles + rowBlocks - 1) / rowBlocks
	return rowsPlan{per: per, rowBlocks: (tiles + per - 1) / per, chunk: chunk, chunks: chunks}
}

// gemmRows computes c += a x b like gemm for an a whose rows are
// contiguous (ColStride 1), reading a in place with the Rows kernel.
// Every element is summed in the same kc blocks and order as by gemm's
// packed path, each block from -0 in ascending k, so the two agree bit
// for bit, whatever the number of workers. With set, c = a x b instead,
// c never read (see gemmWS).
func gemmRows[T Float](kr *kernel[T], m, n, k int, a, b Matrix[T], c []T, ldc, workers int, set bool) {
	if m == 0 || n == 0 || k == 0 {
		return
	}
	if a.ColStride != 1 || a.Off+(m-1)*a.RowStride+k > len(a.Data) || (m-1)*ldc+n > len(c) {
		panic(fmt.Sprintf("matmul: rows product operands too short or not row-contiguous (m %d, n %d, k %d, a: %d elements from %d, row stride %d, column stride %d; c: %d elements, ldc %d)",
			m, n, k, len(a.Data), a.Off, a.RowStride, a.ColStride, len(c), ldc))
	}
	pl := planRows(kr, m, n, workers)
	jobs := pl.rowBlocks * pl.chunks
	workers = min(workers, jobs)
	np := (n + kr.nr - 1) / kr.nr
	scratch := make([]*rowsScratch[T], workers)
	parallel(workers, jobs, func(w, j int) {
		if scratch[w] == nil {
			scratch[w] = getRowsScratch(kr)
		}
		// Consecutive jobs share their rows of a.
		rb, cb := j/pl.chunks, j%pl.chunks
		i0 := rb * pl.per * kr.mr
		p0 := cb * pl.chunk
		rowsJob(kr, a, b, m, n, k, i0, min(m, i0+pl.per*kr.mr), p0, min(np, p0+pl.chunk), c, ldc, scratch[w], set)
	})
	pool := poolFor[T](&rowsScratchF32, &rowsScratchF64)
	for _, s := range scratch {
		if s != nil {
			pool.Put(s)
		}
	}
}

// rowsJob adds to c the products of rows [i0, i1) of a with panels
// [p0, p1) of b. For each kc block of the depth in ascending order, the
// job's panels are packed into s.panel, and the rows are run in blocks
// of about kr.mc rows, each over every panel: the block's rows of a stay
// in the second-level cache while the panels go by, and the panel a
// kernel call reads in the first-level one. A tile of fewer than mr rows
// but full width runs in place on the tail kernels. Other edge tiles go
// through s.tmp: a tile of fewer than mr rows reruns the last mr rows of a
// (the rows before i0 are computed again and dropped) or, when a has
// fewer, their zero-padded copies in s.gather. With set, the first block's sums are
// stored into c, not added to it.
func rowsJob[T Float](kr *kernel[T], a, b Matrix[T], m, n, k, i0, i1, p0, p1 int, c []T, ldc int, s *rowsScratch[T], set bool) {
	mr, nr := kr.mr, kr.nr
	tmp := s.tmp[:mr*nr]
	tiles := (i1 - i0 + mr - 1) / mr
	subs := (tiles*mr + kr.mc - 1) / kr.mc
	sub := (tiles + subs - 1) / subs * mr
	for pc := 0; pc < k; pc += kr.kc {
		kcb := min(kr.kc, k-pc)
		rows, st := kr.rows, set && pc == 0
		if st {
			rows = kr.rowsSet
		}
		panels := s.panels(kcb * nr * (p1 - p0))
		packBPanels(panels, b, pc, kcb, p0*nr, min(n, p1*nr), nr)
		for ib := i0; ib < i1; ib += sub {
			ie := min(i1, ib+sub)
			for jp := p0; jp < p1; jp++ {
				j := jp * nr
				w := min(nr, n-j)
				bp := &panels[(jp-p0)*kcb*nr]
				for i := ib; i < ie; i += mr {
					h := min(mr, ie-i)
					if h == mr && w == nr {
						rows(kcb, &a.Data[a.Off+i*a.RowStride+pc], a.RowStride, bp, &c[i*ldc+j], ldc)
						continue
					}
					if w == nr && kr.rowsTail(kcb, a.Data[a.Off+i*a.RowStride+pc:], a.RowStride, bp, c[i*ldc+j:], ldc, h, st) {
						continue
					}
					first := max(0, i+h-mr)
					skip := i - first
					clear(tmp)
					for ii := 0; ii < h && !st; ii++ {
						copy(tmp[(skip+ii)*nr:(skip+ii)*nr+w], c[(i+ii)*ldc+j:])
					}
					if m >= mr {
						kr.rows(kcb, &a.Data[a.Off+first*a.RowStride+pc], a.RowStride, bp, &tmp[0], nr)
					} else {
						g := s.gather[:mr*kcb]
						clear(g)
						for ii := 0; ii < h; ii++ {
							o := a.Off + (i+ii)*a.RowStride + pc
							copy(g[ii*kcb:(ii+1)*kcb], a.Data[o:o+kcb])
						}
						kr.rows(kcb, &g[0], kcb, bp, &tmp[0], nr)
					}
					for ii := 0; ii < h; ii++ {
						copy(c[(i+ii)*ldc+j:(i+ii)*ldc+j+w], tmp[(skip+ii)*nr:])
					}
				}
			}
		}
	}
}

// panels returns the first n elements of the worker's panel buffer,
// growing it when it is shorter.
func (s *rowsScratch[T]) panels(n int) []T {
	if len(s.panel) < n {
		s.panel = make([]T, n)
	}
	return s.panel[:n]
}

// packBPanels packs rows [k0, k0+kcb) of columns [j0, j1) of b, j0 a
// multiple of nr, into dst as consecutive panels of nr columns, each kcb
// rows of nr elements, zero beyond j1; the layout of packBPanel for each
// panel. A row-major b is read a row at a time across all the panels.
func packBPanels[T Float](dst []T, b Matrix[T], k0, kcb, j0, j1, nr int) {
	np := (j1 - j0 + nr - 1) / nr
	if b.ColStride != 1 || np == 1 {
		for q := 0; q < np; q++ {
			j := j0 + q*nr
			packBPanel(dst[q*kcb*nr:(q+1)*kcb*nr], b, k0, kcb, j, min(nr, j1-j), nr)
		}
		return
	}
	full := (j1 - j0) / nr
	for p := 0; p < kcb; p++ {
		row := b.Data[b.Off+(k0+p)*b.RowStride+j0 : b.Off+(k0+p)*b.RowStride+j1]
		for q := 0; q < full; q++ {
			copy(dst[(q*kcb+p)*nr:(q*kcb+p+1)*nr], row[q*nr:(q+1)*nr])
		}
		if full < np {
			d := dst[(full*kcb+p)*nr : (full*kcb+p+1)*nr]
			copy(d, row[full*nr:])
			clear(d[len(row)-full*nr:])
		}
	}
}

// gcd returns the greatest common divisor of two positive integers.
func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
