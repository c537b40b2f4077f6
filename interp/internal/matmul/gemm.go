package matmul

import (
	"math"
	"os"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
)

// ISA names an instruction set of the float micro-kernels.
type ISA int

// Instruction sets, in increasing order of preference.
const (
	// Generic is the portable Go loop of Rows.
	Generic ISA = iota
	// AVX2 uses 256-bit FMA kernels.
	AVX2
	// AVX512 uses 512-bit FMA kernels.
	AVX512
)

// String returns the name of the instruction set.
func (i ISA) String() string {
	switch i {
	case AVX2:
		return "avx2"
	case AVX512:
		return "avx512"
	}
	return "generic"
}

// ISAEnv names the environment variable that caps the instruction set of
// the float kernels: "generic", "avx2" or "avx512". It exists to exercise
// every path on one machine; unset, the best supported set is used.
const ISAEnv = "STABLEHLO_MATMUL_ISA"

// activeISA is decided once at start-up and never changes.
var activeISA = chooseISA(hardwareISA(), os.Getenv(ISAEnv))

// chooseISA caps the hardware's instruction set by the setting s.
func chooseISA(hw ISA, s string) ISA {
	want := hw
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "generic", "go", "none":
		want = Generic
	case "avx2":
		want = AVX2
	}
	return min(want, hw)
}

// Active returns the instruction set used by Batched, Rows and Gemm.
func Active() ISA { return activeISA }

// Float are the element types with vector micro-kernels.
type Float interface {
	float32 | float64
}

// kernel is one register-blocked micro-kernel with its cache blocking.
type kernel[T Float] struct {
	name   string
	mr, nr int // tile rows and columns
	kc, mc int // depth of a packed block, rows of a packed A block
	fn     func(k int, a, b, c *T, ldc int)
	// rows is the variant of fn reading a in place with row stride lda.
	rows func(k int, a *T, lda int, b, c *T, ldc int)
	// fnSet and rowsSet are fn and rows storing +0 plus each sum into c
	// instead of adding it: c is never read, and receives the bits the
	// adding kernels give on a c of +0.
	fnSet   func(k int, a, b, c *T, ldc int)
	rowsSet func(k int, a *T, lda int, b, c *T, ldc int)
	// tails are Rows kernels of fewer rows, largest first and down to
	// one row, for the last rows of a product whose height is not a
	// multiple of mr (see rowsTail).
	tails []tailKernel[T]
}

// tailKernel is a Rows kernel, and its storing variant, of mr rows.
type tailKernel[T Float] struct {
	mr            int
	rows, rowsSet func(k int, a *T, lda int, b, c *T, ldc int)
}

// rowsTail computes an edge tile of h < kr.mr rows and full panel width in
// place with the tail kernels, the largest that fits first: it adds to
// (with set, stores into) rows i < h of c, row stride ldc, the products of
// rows i of a, row stride lda, depth k, with the packed panel b. Each sum
// is the one the mr-row kernel gives, bit for bit. It reports false,
// computing nothing, when kr has no tail kernels.
func (kr *kernel[T]) rowsTail(k int, a []T, lda int, b *T, c []T, ldc, h int, set bool) bool {
	if len(kr.tails) == 0 {
		return false
	}
	i := 0
	for _, t := range kr.tails {
		f := t.rows
		if set {
			f = t.rowsSet
		}
		for ; h-i >= t.mr; i += t.mr {
			f(k, &a[i*lda], lda, b, &c[i*ldc], ldc)
		}
	}
	return true
}

// Matrix is a strided read-only view of a matrix: element (i, j) is
// Data[Off + i*RowStride + j*ColStride]. Transposed operands are views
// with swapped strides, so they are read in place.
type Matrix[T any] struct {
	Data                 []T
	Off                  int
	RowStride, ColStride int
}

func (m Matrix[T]) at(i, j int) T { return m.Data[m.Off+i*m.RowStride+j*m.ColStride] }

// transposed returns the view of the transpose.
func (m Matrix[T]) transposed() Matrix[T] {
	m.RowStride, m.ColStride = m.ColStride, m.RowStride
	return m
}

// Packed is the right-hand operand of a product packed for the micro-kernel
// of its element type, for reuse across several left-hand operands (the
// kernel matrix of a convolution).
type Packed[T Float] struct {
	kr      *kernel[T]
	k, n    int
	npad    int // n rounded up to the panel width
	data    []T // for each kc block of k: npad/nr panels of kc x nr
	generic []T // row-major copy when no kernel applies
}

// packB packs the k x n operand b into panels of kr.nr columns, splitting
// the panels among up to workers goroutines.
func packB[T Float](kr *kernel[T], b Matrix[T], k, n, workers int) *Packed[T] {
	np := (n + kr.nr - 1) / kr.nr
	return packBInto(make([]T, k*np*kr.nr), kr, b, k, n, workers)
}

// packBInto is packB writing into buf, which holds at least k times n
// rounded up to the panel width elements.
func packBInto[T Float](buf []T, kr *kernel[T], b Matrix[T], k, n, workers int) *Packed[T] {
	p := &Packed[T]{}
	fillPacked(p, buf, kr, b, k, n, workers)
	return p
}

// packBWS is packB into p on one goroutine, taking the panels' storage
// from ws when it is not nil.
func packBWS[T Float](p *Packed[T], kr *kernel[T], b Matrix[T], k, n int, ws *Workspace[T]) {
	np := (n + kr.nr - 1) / kr.nr
	var buf []T
	if ws != nil {
		buf = ws.take(&ws.b, k*np*kr.nr)
	} else {
		buf = make([]T, k*np*kr.nr)
	}
	fillPacked(p, buf, kr, b, k, n, 1)
}

// fillPacked packs b into p, with the panels in buf, splitting the panels
// among up to workers goroutines.
func fillPacked[T Float](p *Packed[T], buf []T, kr *kernel[T], b Matrix[T], k, n, workers int) {
	np := (n + kr.nr - 1) / kr.nr
	*p = Packed[T]{kr: kr, k: k, n: n, npad: np * kr.nr}
	p.data = buf[:k*p.npad]
	parallel(min(workers, np), np, func(_, jp int) {
		for pc := 0; pc < k; pc += kr.kc {
			kcb := min(kr.kc, k-pc)
			packBPanel(p.data[pc*p.npad+jp*kcb*kr.nr:][:kcb*kr.nr], b, pc, kcb, jp*kr.nr, min(kr.nr, n-jp*kr.nr), kr.nr)
		}
	})
}

// packBPanel writes rows [k0, k0+kcb) of columns [j0, j0+w) of b into dst
// as kcb rows of nr elements, zero beyond w.
func packBPanel[T Float](dst []T, b Matrix[T], k0, kcb, j0, w, nr int) {
	if b.ColStride == 1 {
		for p := 0; p < kcb; p++ {
			s := b.Off + (k0+p)*b.RowStride + j0
			row := dst[p*nr : (p+1)*nr]
			copy(row, b.Data[s:s+w])
			clear(row[w:])
		}
		return
	}
	j := 0
	if b.RowStride == 1 {
		// Columns of consecutive elements (a transposed operand, as
		// x W^T has): eight at a time, so that each row of the panel
		// is written in runs of eight and each column read in order.
		for ; j+8 <= w; j += 8 {
			var cols [8][]T
			for q := range cols {
				s := b.Off + k0 + (j0+j+q)*b.ColStride
				cols[q] = b.Data[s : s+kcb]
			}
			for p := 0; p < kcb; p++ {
				d := dst[p*nr+j : p*nr+j+8]
				d[0], d[1], d[2], d[3] = cols[0][p], cols[1][p], cols[2][p], cols[3][p]
				d[4], d[5], d[6], d[7] = cols[4][p], cols[5][p], cols[6][p], cols[7][p]
			}
		}
	}
	for ; j < nr; j++ {
		if j >= w {
			for p := 0; p < kcb; p++ {
				dst[p*nr+j] = 0
			}
			continue
		}
		s := b.Off + k0*b.RowStride + (j0+j)*b.ColStride
		for p := 0; p < kcb; p++ {
			dst[p*nr+j] = b.Data[s]
			s += b.RowStride
		}
	}
}

// packA writes rows [i0, i1) and columns [k0, k0+kcb) of a into dst as
// panels of mr rows, each kcb columns of mr elements, zero beyond i1.
func packA[T Float](dst []T, a Matrix[T], i0, i1, k0, kcb, mr int) {
	for ip := 0; i0+ip*mr < i1; ip++ {
		panel := dst[ip*kcb*mr : (ip+1)*kcb*mr]
		h := min(mr, i1-i0-ip*mr)
		if a.RowStride == 1 && h == mr {
			for p := 0; p < kcb; p++ {
				s := a.Off + (i0 + ip*mr) + (k0+p)*a.ColStride
				copy(panel[p*mr:(p+1)*mr], a.Data[s:s+mr])
			}
			continue
		}
		for i := 0; i < mr; i++ {
			if i >= h {
				for p := 0; p < kcb; p++ {
					panel[p*mr+i] = 0
				}
				continue
			}
			s := a.Off + (i0+ip*mr+i)*a.RowStride + k0*a.ColStride
			if a.ColStride == 1 {
				row := a.Data[s : s+kcb]
				for p, x := range row {
					panel[p*mr+i] = x
				}
				continue
			}
			for p := 0; p < kcb; p++ {
				panel[p*mr+i] = a.Data[s]
				s += a.ColStride
			}
		}
	}
}

// outView is the destination of a product: element (i, j) is
// c[i*rs + j*cs].
type outView[T Float] struct {
	c      []T
	rs, cs int
}

// mulJob computes rows [i0, i1) and panels [p0, p1) of c += a x p, packing
// the rows of a block by block into abuf. tmp holds one tile. With set,
// the first block stores its sums instead of adding them (c = a x p,
// c's contents never read), bit for bit as if c had been +0.
func mulJob[T Float](p *Packed[T], a Matrix[T], c outView[T], i0, i1, p0, p1 int, abuf, tmp []T, set bool) {
	kr := p.kr
	mr, nr := kr.mr, kr.nr
	var zero T
	for pc := 0; pc < p.k; pc += kr.kc {
		kcb := min(kr.kc, p.k-pc)
		fn, st := kr.fn, set && pc == 0
		if st {
			fn = kr.fnSet
		}
		packA(abuf, a, i0, i1, pc, kcb, mr)
		for jp := p0; jp < p1; jp++ {
			bp := &p.data[pc*p.npad+jp*kcb*nr]
			j := jp * nr
			w := min(nr, p.n-j)
			for i := i0; i < i1; i += mr {
				ap := &abuf[(i-i0)*kcb]
				h := min(mr, i1-i)
				if h == mr && w == nr && c.cs == 1 {
					fn(kcb, ap, bp, &c.c[i*c.rs+j], c.rs)
					continue
				}
				fillNegZero(tmp)
				kr.fn(kcb, ap, bp, &tmp[0], nr)
				for ii := 0; ii < h; ii++ {
					o := (i+ii)*c.rs + j*c.cs
					if st {
						for jj, x := range tmp[ii*nr : ii*nr+w] {
							c.c[o+jj*c.cs] = zero + x
						}
						continue
					}
					for jj, x := range tmp[ii*nr : ii*nr+w] {
						c.c[o+jj*c.cs] += x
					}
				}
			}
		}
	}
}

// jobBuffers holds, per worker, the packed block of a and the edge tile
// of mulPacked, kept across the calls of one product.
type jobBuffers[T Float] struct {
	abufs, tmps [][]T
}

// mulPacked computes c += a x p for the m x k matrix a on up to workers
// goroutines over independent blocks of c. The summation order of every
// element is fixed by the kernel's kc blocking, so the result does not
// depend on workers. bufs may be nil or carry buffers from an earlier call
// with the same m and kernel. With set, c = a x p instead (see mulJob).
func mulPacked[T Float](p *Packed[T], a Matrix[T], m int, c outView[T], workers int, bufs *jobBuffers[T], set bool) {
	mulPackedWS(p, a, m, c, workers, bufs, nil, set)
}

// mulPackedWS is mulPacked; on one worker with a workspace, the packed
// rows of a and the tile buffer come from ws.
func mulPackedWS[T Float](p *Packed[T], a Matrix[T], m int, c outView[T], workers int, bufs *jobBuffers[T], ws *Workspace[T], set bool) {
	kr := p.kr
	mr := kr.mr
	np := p.npad / kr.nr
	mb := min(kr.mc, (m+mr-1)/mr*mr)
	if workers > 1 {
		// A multiple of workers row blocks of about equal height, so
		// that no goroutine is left with one extra block at the end
		// (1024 rows are 8 blocks of 132, not 7 of 144 and one of 16).
		blocks := (m + mb - 1) / mb
		blocks = (blocks + workers - 1) / workers * workers
		mb = max(mr, ((m+blocks-1)/blocks+mr-1)/mr*mr)
	}
	rowBlocks := (m + mb - 1) / mb
	colChunks := 1
	if workers > 1 && rowBlocks < 2*workers {
		colChunks = min(np, (2*workers+rowBlocks-1)/rowBlocks)
	}
	chunk := (np + colChunks - 1) / colChunks
	colChunks = (np + chunk - 1) / chunk
	jobs := rowBlocks * colChunks
	workers = min(workers, jobs)
	kcMax := min(kr.kc, p.k)
	if ws != nil && workers <= 1 {
		abuf, tmp := ws.take(&ws.a, mb*kcMax), ws.take(&ws.tmp, mr*kr.nr)
		for j := 0; j < jobs; j++ {
			rb, cb := j/colChunks, j%colChunks
			i0 := rb * mb
			p0 := cb * chunk
			mulJob(p, a, c, i0, min(i0+mb, m), p0, min(p0+chunk, np), abuf, tmp, set)
		}
		return
	}
	if bufs == nil {
		bufs = &jobBuffers[T]{}
	}
	for len(bufs.abufs) < workers {
		bufs.abufs = append(bufs.abufs, nil)
		bufs.tmps = append(bufs.tmps, nil)
	}
	abufs, tmps := bufs.abufs, bufs.tmps
	parallel(workers, jobs, func(w, j int) {
		// The buffers may come from a product on another kernel.
		if len(abufs[w]) < mb*kcMax {
			abufs[w] = make([]T, mb*kcMax)
		}
		if len(tmps[w]) < mr*kr.nr {
			tmps[w] = make([]T, mr*kr.nr)
		}
		rb, cb := j/colChunks, j%colChunks
		i0 := rb * mb
		p0 := cb * chunk
		mulJob(p, a, c, i0, min(i0+mb, m), p0, min(p0+chunk, np), abufs[w], tmps[w][:mr*kr.nr], set)
	})
}

// parallel runs f(worker, job) for every job in [0, jobs) on up to workers
// goroutines; each worker index is used by one goroutine at a time. The
// calling goroutine is worker 0: it starts on the jobs at once, while the
// others are being started, and is not parked and woken again unless it
// runs out of jobs before them.
func parallel(workers, jobs int, f func(w, j int)) {
	if workers <= 1 || jobs <= 1 {
		for j := 0; j < jobs; j++ {
			f(0, j)
		}
		return
	}
	workers = min(workers, jobs)
	var next atomic.Int64
	work := func(w int) {
		for {
			j := int(next.Add(1) - 1)
			if j >= jobs {
				return
			}
			f(w, j)
		}
	}
	// A panic on a worker is raised again here, in the caller's
	// goroutine, once every worker has stopped.
	var g safego.Group
	for w := 1; w < workers; w++ {
		g.Go(func() { work(w) })
	}
	var own *safego.Panic
	func() {
		defer func() {
			if r := recover(); r != nil {
				own = safego.Catch(r)
			}
		}()
		work(0)
	}()
	g.Wait()
	if own != nil {
		panic(own)
	}
}

// gemm computes c += a x b for an m x k matrix a and a k x n matrix b with
// the micro-kernel kr, writing c (row stride ldc, contiguous rows) on up
// to workers goroutines.
func gemm[T Float](kr *kernel[T], m, n, k int, a, b Matrix[T], c []T, ldc, workers int) {
	gemmWS(kr, m, n, k, a, b, c, ldc, workers, nil, false)
}

// gemmWS is gemm; a product on one worker takes its packing buffers from
// ws when it is not nil. With set, it computes c = a x b instead, never
// reading c: every element is bit for bit what c += a x b gives on a c
// of +0.
func gemmWS[T Float](kr *kernel[T], m, n, k int, a, b Matrix[T], c []T, ldc, workers int, ws *Workspace[T], set bool) {
	if m == 0 || n == 0 {
		return
	}
	if k == 0 {
		if set {
			clearRows(c, m, n, ldc)
		}
		return
	}
	out := outView[T]{c: c, rs: ldc, cs: 1}
	if ws == nil || workers > 1 {
		gemmBlocks(kr, m, n, k, a, b, c, ldc, workers, set)
		return
	}
	// One worker with a workspace (a small product run again and again,
	// as in a loop body): b is packed whole into the workspace, or taken
	// from its packs of unchanging operands.
	fixed := ws.FixedB
	if n < kr.nr && m > n {
		a, b = b.transposed(), a.transposed()
		m, n = n, m
		out.rs, out.cs = 1, ldc
		fixed = false
	}
	p := &ws.packed
	if fixed {
		p = ws.packedFixed(kr, b, k, n)
	} else {
		packBWS(p, kr, b, k, n, ws)
	}
	if rowsInPlace(kr, a, m, out) {
		mulRowsWS(p, a, m, out, ws, set)
		return
	}
	mulPackedWS(p, a, m, out, 1, nil, ws, set)
}

// clearRows sets the m x n block of c (row stride ldc) to +0.
func clearRows[T any](c []T, m, n, ldc int) {
	if ldc == n {
		clear(c[:m*n])
		return
	}
	for i := 0; i < m; i++ {
		clear(c[i*ldc : i*ldc+n])
	}
}

// rowsPathRows is the number of tiles of rows per worker from which a
// product whose left operand has contiguous rows runs on the Rows kernel.
const rowsPathRows = 4

// gemmBlocks is gemmWS without a workspace.
func gemmBlocks[T Float](kr *kernel[T], m, n, k int, a, b Matrix[T], c []T, ldc, workers int, set bool) {
	out := outView[T]{c: c, rs: ldc, cs: 1}
	narrow := n < kr.nr && m > n && m >= kr.mr
	tall := m >= rowsPathRows*workers*kr.mr
	wide := workers > 1 && m >= kr.mr && n >= workers*kr.nr
	if a.ColStride == 1 && kr.rows != nil && (narrow || tall || wide) {
		// Rows of a in place: pack only b and run the Rows kernel over
		// a, which is never copied. This serves a narrow product (a
		// dense layer's last few outputs), where b is small, any
		// product with enough rows of a to keep the workers busy, and
		// one of at least a tile of rows with a panel of columns per
		// worker (gemmRows splits the columns among the workers):
		// packing a cost more than the kernel reading it in place.
		gemmRows(kr, m, n, k, a, b, c, ldc, workers, set)
		return
	}
	if n < kr.nr && m > n {
		// A narrow product wastes most of each tile's columns: compute
		// the transpose c^T += b^T a^T instead, whose tiles are full.
		a, b = b.transposed(), a.transposed()
		m, n = n, m
		out.rs, out.cs = 1, ldc
	}
	// The product is computed one block of kr.kc rows of b at a time
	// (the loop of mulJob over the blocks, taken outside), so that only
	// one block of b is packed at a time, into one buffer: packing all
	// of a large b anew for each call cost more in allocation than the
	// packing itself. Every element still receives its block sums in
	// ascending order. The buffers are those of earlier products, from
	// a pool (see pool.go).
	np := (n + kr.nr - 1) / kr.nr
	bufs := getBlocksBuffers[T]()
	defer putBlocksBuffers(bufs)
	if need := min(k, kr.kc) * np * kr.nr; len(bufs.b) < need {
		bufs.b = make([]T, need)
	}
	for pc := 0; pc < k; pc += kr.kc {
		kcb := min(kr.kc, k-pc)
		ab, bb := a, b
		ab.Off += pc * a.ColStride
		bb.Off += pc * b.RowStride
		p := packBInto(bufs.b, kr, bb, kcb, n, workers)
		mulPacked(p, ab, m, out, workers, &bufs.jobs, set && pc == 0)
	}
}

// fixedPack is a right-hand operand a workspace packed once.
type fixedPack[T Float] struct {
	data              *T
	off, rs, cs, k, n int
	kr                *kernel[T]
	b                 []T // keeps the operand's storage, so its address is not reused
	p                 Packed[T]
}

// Bounds of the packed operands a workspace keeps.
const (
	fixedPacks     = 4
	fixedPackElems = 1 << 18
)

// packedFixed returns b packed for kr, from the workspace's packs of
// unchanging operands when b is one of them.
func (w *Workspace[T]) packedFixed(kr *kernel[T], b Matrix[T], k, n int) *Packed[T] {
	key := &b.Data[0]
	for i := range w.fixed {
		e := &w.fixed[i]
		if e.data == key && e.off == b.Off && e.rs == b.RowStride && e.cs == b.ColStride && e.k == k && e.n == n && e.kr == kr {
			return &e.p
		}
	}
	np := (n + kr.nr - 1) / kr.nr
	if k*np*kr.nr > fixedPackElems {
		packBWS(&w.packed, kr, b, k, n, w)
		return &w.packed
	}
	e := fixedPack[T]{data: key, off: b.Off, rs: b.RowStride, cs: b.ColStride, k: k, n: n, kr: kr, b: b.Data}
	packBWS(&e.p, kr, b, k, n, nil)
	if len(w.fixed) < fixedPacks {
		w.fixed = append(w.fixed, e)
		return &w.fixed[len(w.fixed)-1].p
	}
	i := w.nextFixed % fixedPacks
	w.nextFixed++
	w.fixed[i] = e
	return &w.fixed[i].p
}

// workersFor returns how many goroutines a product of the given number of
// multiply-adds may use.
func workersFor(work int) int {
	if work < ParallelAt {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}

// Gemm computes c += a x b for an m x k matrix a and a k x n matrix b
// given as strided views, with c row-major (row stride ldc). Float
// products use the vector kernels when the processor has them; the result
// then differs from the portable loop only by the order and fusion (FMA)
// of the floating-point operations.
func Gemm[T Float](m, n, k int, a, b Matrix[T], c []T, ldc int) {
	gemmISA(activeISA, m, n, k, a, b, c, ldc, workersFor(m*n*k), false)
}

// GemmBatched computes c[i] += a[i] x b[i] for i < mm.B, where a[i] is the
// mm.M x mm.K view a moved by i*aBatch elements, b[i] the mm.K x mm.N view
// b moved by i*bBatch, and c holds mm.B contiguous row-major mm.M x mm.N
// results. Without a micro-kernel it gathers the operands and runs the
// portable loop.
func GemmBatched[T Float](mm Shape, a Matrix[T], aBatch int, b Matrix[T], bBatch int, c []T) {
	gemmBatchedISA(activeISA, mm, a, aBatch, b, bBatch, c, nil, false)
}

// Workspace holds the packing buffers of products run one after the other
// on one goroutine, so that a loop of small products does not allocate
// them again for every product. The zero value is ready to use; a
// Workspace must not be used by two products at once.
type Workspace[T Float] struct {
	// FixedB tells the next products that their right-hand operands do
	// not change while the workspace is in use: the workspace keeps them
	// packed (a few small ones) and packs each only once.
	FixedB bool

	a, b, tmp []T
	packed    Packed[T]
	fixed     []fixedPack[T]
	nextFixed int
}

// take returns the first n elements of *buf, growing it when it is
// shorter. The contents are whatever the last product left.
func (w *Workspace[T]) take(buf *[]T, n int) []T {
	if cap(*buf) < n {
		*buf = make([]T, n)
	}
	return (*buf)[:n]
}

// GemmBatchedWS is GemmBatched taking the packing buffers of products that
// run on the calling goroutine (the small ones) from ws. The result is the
// same as GemmBatched's.
func GemmBatchedWS[T Float](mm Shape, a Matrix[T], aBatch int, b Matrix[T], bBatch int, c []T, ws *Workspace[T]) {
	gemmBatchedISA(activeISA, mm, a, aBatch, b, bBatch, c, ws, false)
}

// GemmBatchedIntoWS is GemmBatchedWS storing the products into c instead
// of adding them: c[i] = a[i] x b[i]. It never reads c, so c need not be
// cleared first, and every element is bit for bit what GemmBatchedWS
// leaves in a c of zeros (the first block of each sum is stored where
// GemmBatchedWS adds it to +0; the summation order is the same).
func GemmBatchedIntoWS[T Float](mm Shape, a Matrix[T], aBatch int, b Matrix[T], bBatch int, c []T, ws *Workspace[T]) {
	gemmBatchedISA(activeISA, mm, a, aBatch, b, bBatch, c, ws, true)
}

// gemmBatchedISA is GemmBatched with an explicit instruction set; with
// set, GemmBatchedIntoWS.
func gemmBatchedISA[T Float](isa ISA, mm Shape, a Matrix[T], aBatch int, b Matrix[T], bBatch int, c []T, ws *Workspace[T], set bool) {
	if mm.B == 0 || mm.M == 0 || mm.N == 0 {
		return
	}
	if mm.K == 0 {
		if set {
			clear(c[:mm.B*mm.M*mm.N])
		}
		return
	}
	if kr := kernelFor[T](isa); kr != nil {
		gemmBatched(kr, mm, a, aBatch, b, bBatch, c, ws, set)
		return
	}
	if set {
		clear(c[:mm.B*mm.M*mm.N])
	}
	for i := 0; i < mm.B; i++ {
		ai, bi := a, b
		ai.Off += i * aBatch
		bi.Off += i * bBatch
		gemmISA(Generic, mm.M, mm.N, mm.K, ai, bi, c[i*mm.M*mm.N:], mm.N, workersFor(mm.M*mm.N*mm.K), false)
	}
}

// gemmBatched runs a batched product on the micro-kernel kr: small
// products in parallel over the batch, large ones one after the other,
// each split over the workers; set as for gemmWS.
func gemmBatched[T Float](kr *kernel[T], mm Shape, a Matrix[T], aBatch int, b Matrix[T], bBatch int, c []T, ws *Workspace[T], set bool) {
	per := mm.M * mm.N * mm.K
	workers := workersFor(mm.B * per)
	if workers > 1 && mm.B >= 2*workers && per < 16*ParallelAt {
		// The goroutines cannot share one workspace.
		parallel(workers, mm.B, func(_, i int) { gemmBatchItem(kr, mm, a, aBatch, b, bBatch, c, i, 1, nil, set) })
		return
	}
	// The serial loop makes no closure: a small product run again and
	// again would allocate one per call.
	for i := 0; i < mm.B; i++ {
		gemmBatchItem(kr, mm, a, aBatch, b, bBatch, c, i, workers, ws, set)
	}
}

// gemmBatchItem computes product i of a batch on up to workers goroutines.
func gemmBatchItem[T Float](kr *kernel[T], mm Shape, a Matrix[T], aBatch int, b Matrix[T], bBatch int, c []T, i, workers int, ws *Workspace[T], set bool) {
	a.Off += i * aBatch
	b.Off += i * bBatch
	gemmWS(kr, mm.M, mm.N, mm.K, a, b, c[i*mm.M*mm.N:], mm.N, workers, ws, set)
}

// gemmISA is Gemm with an explicit instruction set and worker count;
// set as for gemmWS.
func gemmISA[T Float](isa ISA, m, n, k int, a, b Matrix[T], c []T, ldc, workers int, set bool) {
	if m == 0 || n == 0 {
		return
	}
	if kr := kernelFor[T](isa); kr != nil {
		gemmWS(kr, m, n, k, a, b, c, ldc, workers, nil, set)
		return
	}
	if set {
		clearRows(c, m, n, ldc)
	}
	if k == 0 {
		return
	}
	// Portable path: gather the operands row-major and use the loop.
	ac, bc := contiguous(a, m, k), contiguous(b, k, n)
	if ldc == n {
		rowsParallel(ac, bc, c, Shape{B: 1, M: m, K: k, N: n}, workers)
		return
	}
	t := make([]T, m*n)
	rowsParallel(ac, bc, t, Shape{B: 1, M: m, K: k, N: n}, workers)
	for i := 0; i < m; i++ {
		row := c[i*ldc : i*ldc+n]
		for j, x := range t[i*n : (i+1)*n] {
			row[j] += x
		}
	}
}

// contiguous returns the m x n view v as a row-major slice, copying only
// when v is not already one.
func contiguous[T any](v Matrix[T], m, n int) []T {
	if v.ColStride == 1 && (v.RowStride == n || m <= 1) {
		return v.Data[v.Off : v.Off+m*n]
	}
	out := make([]T, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			out[i*n+j] = v.at(i, j)
		}
	}
	return out
}

// PackRight packs the k x n right-hand operand b once for repeated
// products by MulAdd. Without a micro-kernel it keeps b itself when b is
// row-major, so b must not change while the result is in use.
func PackRight[T Float](b Matrix[T], k, n int) *Packed[T] {
	return packRightISA(activeISA, b, k, n)
}

func packRightISA[T Float](isa ISA, b Matrix[T], k, n int) *Packed[T] {
	kr := kernelFor[T](isa)
	if kr == nil || k == 0 || n == 0 {
		return &Packed[T]{k: k, n: n, generic: contiguous(b, k, n)}
	}
	return packB(kr, b, k, n, workersFor(k*n*64))
}

// MulAdd computes c += a x p for the row-major m x k matrix a on the
// calling goroutine, with c row-major (row stride ldc).
func (p *Packed[T]) MulAdd(a []T, m int, c []T, ldc int) {
	if m == 0 || p.n == 0 || p.k == 0 {
		return
	}
	if p.kr == nil {
		mulAddLoop(p.generic, p.k, p.n, a, m, c, ldc)
		return
	}
	mulPacked(p, Matrix[T]{Data: a, RowStride: p.k, ColStride: 1}, m, outView[T]{c: c, rs: ldc, cs: 1}, 1, nil, false)
}

// mulAddLoop computes c += a x b with the portable loop for a row-major
// m x k matrix a, a row-major k x n matrix b and c of row stride ldc.
func mulAddLoop[T Elem](b []T, k, n int, a []T, m int, c []T, ldc int) {
	if ldc == n {
		rowsLoop(a, b, c, Shape{B: 1, M: m, K: k, N: n}, 0, m)
		return
	}
	t := make([]T, m*n)
	rowsLoop(a, b, t, Shape{B: 1, M: m, K: k, N: n}, 0, m)
	for i := 0; i < m; i++ {
		row := c[i*ldc : i*ldc+n]
		for j, x := range t[i*n : (i+1)*n] {
			row[j] += x
		}
	}
}

// Right is a k x n right-hand operand of any element type prepared once
// for products with several left-hand operands: packed for the
// micro-kernel when its type has one, row-major otherwise.
type Right[T Elem] struct {
	k, n int
	b    []T
	f32  *Packed[float32]
	f64  *Packed[float64]
}

// PrepareRight prepares the k x n view b for MulAdd. The portable path may
// keep b itself, so b must not change while the result is in use.
func PrepareRight[T Elem](b Matrix[T], k, n int) *Right[T] {
	return prepareRightISA(activeISA, b, k, n)
}

func prepareRightISA[T Elem](isa ISA, b Matrix[T], k, n int) *Right[T] {
	r := &Right[T]{k: k, n: n}
	if k > 0 && n > 0 {
		switch bv := any(b).(type) {
		case Matrix[float32]:
			if kernelFor[float32](isa) != nil {
				r.f32 = packRightISA(isa, bv, k, n)
				return r
			}
		case Matrix[float64]:
			if kernelFor[float64](isa) != nil {
				r.f64 = packRightISA(isa, bv, k, n)
				return r
			}
		}
	}
	r.b = contiguous(b, k, n)
	return r
}

// MulAdd computes c += a x r for the row-major m x k matrix a on the
// calling goroutine, with c row-major (row stride ldc).
func (r *Right[T]) MulAdd(a []T, m int, c []T, ldc int) {
	switch {
	case m == 0 || r.k == 0 || r.n == 0:
	case r.f32 != nil:
		r.f32.MulAdd(any(a).([]float32), m, any(c).([]float32), ldc)
	case r.f64 != nil:
		r.f64.MulAdd(any(a).([]float64), m, any(c).([]float64), ldc)
	default:
		mulAddLoop(r.b, r.k, r.n, a, m, c, ldc)
	}
}

// fillNegZero sets every element of x to -0, so that adding a tile to it
// leaves the tile's bits unchanged.
func fillNegZero[T Float](x []T) {
	z := T(math.Copysign(0, -1))
	for i := range x {
		x[i] = z
	}
}
