package matmul

import "fmt"

// Products whose left operand is read in place. A convolution's patch
// matrix is never built: the rows of an output line start at a fixed
// stride in the (padded) input, and the window is a few runs of
// consecutive input elements, so the micro-kernel's Rows variant reads
// them where they are and only the kernel matrix is packed.

// BlockRight is a k x n right-hand operand packed for MulAddRows, its rows
// cut into blocks that each match one contiguous run of the left operand.
type BlockRight[T Float] struct {
	kr   *kernel[T]
	n    int
	npad int
	// Blocks after splitting the caller's blocks at kr.kc rows: the
	// caller's block, the first row within it, the length, and the
	// first row in b.
	src, within, lens, start []int
	data                     []T // block q, panel jp at start[q]*npad + jp*lens[q]*nr
	maxLen                   int
	// pooled holds data, taken from the scratch pool (see Release).
	pooled *[]T
}

// Release returns the packed operand's storage to the package's scratch
// pool: a product run again and again packs into memory already in
// place rather than clearing (or faulting in) a new buffer every time.
// p must not be used afterwards.
func (p *BlockRight[T]) Release() {
	if p == nil || p.pooled == nil {
		return
	}
	PutScratch(p.pooled)
	p.pooled, p.data = nil, nil
}

// PackBlocks packs the k x n operand b for MulAddRows, where k is the sum
// of lens and the rows of block q are b's rows from lens[0]+...+lens[q-1]
// on; a large b is packed on several goroutines. It returns nil when T has no micro-kernel on this machine (callers
// then use another path).
func PackBlocks[T Float](b Matrix[T], n int, lens []int) *BlockRight[T] {
	return packBlocksISA(activeISA, b, n, lens)
}

func packBlocksISA[T Float](isa ISA, b Matrix[T], n int, lens []int) *BlockRight[T] {
	kr := kernelFor[T](isa)
	if kr == nil || kr.rows == nil {
		return nil
	}
	k := 0
	for _, l := range lens {
		k += l
	}
	return packBlocks(kr, b, n, lens, workersFor(k*n*64))
}

// packBlocks is PackBlocks for the micro-kernel kr, which has a Rows
// variant, splitting the panels among up to workers goroutines.
func packBlocks[T Float](kr *kernel[T], b Matrix[T], n int, lens []int, workers int) *BlockRight[T] {
	np := (n + kr.nr - 1) / kr.nr
	p := &BlockRight[T]{kr: kr, n: n, npad: np * kr.nr}
	k := 0
	for q, l := range lens {
		for w := 0; w < l; w += kr.kc {
			kl := min(kr.kc, l-w)
			p.src = append(p.src, q)
			p.within = append(p.within, w)
			p.lens = append(p.lens, kl)
			p.start = append(p.start, k+w)
			p.maxLen = max(p.maxLen, kl)
		}
		k += l
	}
	// packBPanel writes every element of each panel, padding included.
	p.pooled = GetScratch[T](k * p.npad)
	p.data = *p.pooled
	parallel(min(workers, np), np, func(_, jp int) {
		j := jp * kr.nr
		for q, kl := range p.lens {
			dst := p.data[p.start[q]*p.npad+jp*kl*kr.nr:][:kl*kr.nr]
			packBPanel(dst, b, p.start[q], kl, j, min(kr.nr, n-j), kr.nr)
		}
	})
	return p
}

// RowsAvailable reports whether PackBlocks works for T on this machine.
func RowsAvailable[T Float]() bool {
	kr := kernelFor[T](activeISA)
	return kr != nil && kr.rows != nil
}

// ScratchLen is the length of the scratch slice MulAddRows needs.
func (p *BlockRight[T]) ScratchLen() int {
	// The tile buffer and copied rows of a short operand, then the
	// tiles of a block of rows that are not computed in place, and the
	// copied rows of MulRowsSpan's tiles that cross lines.
	return p.kr.mr*p.kr.nr + p.kr.mr*p.maxLen + p.kr.mc*p.npad + p.kr.mc*p.maxLen
}

// MulAddRows adds, for every row i < m and column j < n,
//
//	sum over blocks q and r < lens[q] of a[i*lda+offs[q]+r] * b[k_q+r][j]
//
// to c[i*ldc+j], where k_q is the first row of block q in b. Each block
// is summed from -0 by fused multiply-adds in ascending order and added
// to c, blocks in ascending order (blocks longer than the kernel's depth
// are cut into consecutive parts). scratch must hold ScratchLen elements.
// It runs on the calling goroutine.
func (p *BlockRight[T]) MulAddRows(a []T, lda int, offs []int, m int, c []T, ldc int, scratch []T) {
	p.mulRows(a, lda, offs, m, c, ldc, scratch, false)
}

// MulRows is MulAddRows storing the sums into c instead of adding them:
// it never reads c, so c need not be cleared first, and every element is
// bit for bit what MulAddRows leaves in a c of zeros.
func (p *BlockRight[T]) MulRows(a []T, lda int, offs []int, m int, c []T, ldc int, scratch []T) {
	p.mulRows(a, lda, offs, m, c, ldc, scratch, true)
}

// MulRowsLines is MulRows over lines rows of width rows each, period
// rows apart in a (period >= width): row l*width+x of c, for x < width,
// receives the product of the row of a at (l*period+x)*lda. A
// convolution's neighbouring output lines, whose windows start period
// positions apart in the padded input, thus run as one product whose
// results land in place. It is MulRowsSpan over all lines*width rows.
func (p *BlockRight[T]) MulRowsLines(a []T, lda int, offs []int, lines, period, width int, c []T, ldc int, scratch []T) {
	if lines <= 0 || width <= 0 {
		return
	}
	p.MulRowsSpan(a, lda, offs, period, width, 0, lines*width, c, ldc, scratch)
}

// MulRowsSpan is MulRows over rows [r0, r1) of c, row r of c receiving
// the product of the row of a at ((r/width)*period+r%width)*lda: rows of
// lines of width rows, period rows apart in a (period >= width). Only
// those rows are computed. A tile of rows that crosses from one line to
// the next has its rows of a copied together, once per block of b, and
// its sums are stored in place like those of any other tile; the sums of
// every element are the same as MulRows computes. r0 should be a
// multiple of the kernel's tile height (see TileRows) for every tile but
// the last to be whole.
func (p *BlockRight[T]) MulRowsSpan(a []T, lda int, offs []int, period, width, r0, r1 int, c []T, ldc int, scratch []T) {
	if r1 <= r0 || width <= 0 || p.n == 0 {
		return
	}
	if period < width || r0 < 0 {
		panic(fmt.Sprintf("matmul: MulRowsSpan with period %d below width %d or first row %d", period, width, r0))
	}
	kr := p.kr
	mr, nr := kr.mr, kr.nr
	arow := func(r int) int { return (r/width)*period + r%width }
	reach := 0
	for q, s := range p.src {
		reach = max(reach, offs[s]+p.within[q]+p.lens[q])
	}
	if len(offs) == 0 || reach == 0 {
		clearRows(c[r0*ldc:], r1-r0, p.n, ldc)
		return
	}
	if arow(r1-1)*lda+reach > len(a) || (r1-1)*ldc+p.n > len(c) || len(scratch) < p.ScratchLen() {
		panic(fmt.Sprintf("matmul: MulRowsSpan operands too short (rows %d to %d, lda %d, reach %d, len(a) %d, ldc %d, n %d, len(c) %d)", r0, r1, lda, reach, len(a), ldc, p.n, len(c)))
	}
	np := p.npad / nr
	side := scratch[mr*nr+mr*p.maxLen:][:kr.mc*p.npad]
	tiles := scratch[mr*nr+mr*p.maxLen+kr.mc*p.npad:][:kr.mc*p.maxLen]
	last := len(p.src) - 1
	// As in mulRows: blocks of kr.mc rows, one block of b's rows at a
	// time, all its panels, each down the block's tiles.
	for ib := r0; ib < r1; ib += kr.mc {
		ie := min(r1, ib+kr.mc)
		for q, s := range p.src {
			kl := p.lens[q]
			off := offs[s] + p.within[q]
			rows := kr.rows
			if q == 0 {
				rows = kr.rowsSet
			}
			// Copy the rows of the tiles that are not mr consecutive
			// rows of a (zeros below a short last tile).
			for i0 := ib; i0 < ie; i0 += mr {
				h := min(mr, ie-i0)
				if h == mr && i0%width+mr <= width {
					continue
				}
				g := tiles[(i0-ib)*p.maxLen:][:mr*kl]
				for ii := 0; ii < h; ii++ {
					o := arow(i0+ii)*lda + off
					copy(g[ii*kl:(ii+1)*kl], a[o:o+kl])
				}
				clear(g[h*kl:])
			}
			for jp := 0; jp < np; jp++ {
				j := jp * nr
				w := min(nr, p.n-j)
				bp := &p.data[p.start[q]*p.npad+jp*kl*nr]
				for i0 := ib; i0 < ie; i0 += mr {
					h := min(mr, ie-i0)
					src, ld := &tiles[(i0-ib)*p.maxLen], kl
					if h == mr && i0%width+mr <= width {
						src, ld = &a[arow(i0)*lda+off], lda
					}
					if h == mr && w == nr {
						rows(kl, src, ld, bp, &c[i0*ldc+j], ldc)
						continue
					}
					// An edge tile sums in its slot of side, from +0,
					// and is stored after the last block.
					slot := side[((i0-ib)/mr*np+jp)*mr*nr:][:mr*nr]
					if q == 0 {
						clear(slot)
					}
					kr.rows(kl, src, ld, bp, &slot[0], nr)
					if q == last {
						for ii := 0; ii < h; ii++ {
							copy(c[(i0+ii)*ldc+j:(i0+ii)*ldc+j+w], slot[ii*nr:])
						}
					}
				}
			}
		}
	}
}

// TileRows is the tile height of the micro-kernel: the row counts of
// products that compute only whole tiles are its multiples.
func (p *BlockRight[T]) TileRows() int { return p.kr.mr }

// mulRows is MulAddRows, or with set MulRows: the first block of each
// tile is stored by the storing kernel, its edge tiles start from +0.
func (p *BlockRight[T]) mulRows(a []T, lda int, offs []int, m int, c []T, ldc int, scratch []T, set bool) {
	if m <= 0 || p.n == 0 {
		return
	}
	kr := p.kr
	mr, nr := kr.mr, kr.nr
	reach := 0
	for q, s := range p.src {
		reach = max(reach, offs[s]+p.within[q]+p.lens[q])
	}
	if len(offs) == 0 || reach == 0 {
		if set {
			clearRows(c, m, p.n, ldc)
		}
		return
	}
	if (m-1)*lda+reach > len(a) || (m-1)*ldc+p.n > len(c) || len(scratch) < p.ScratchLen() {
		panic(fmt.Sprintf("matmul: MulAddRows operands too short (m %d, lda %d, reach %d, len(a) %d, ldc %d, n %d, len(c) %d)", m, lda, reach, len(a), ldc, p.n, len(c)))
	}
	tmp, gather := scratch[:mr*nr], scratch[mr*nr:mr*nr+mr*p.maxLen]
	np := p.npad / nr
	if len(p.data) <= rowsSmallB {
		p.mulAddTiles(a, lda, offs, m, c, ldc, tmp, gather, set)
		return
	}
	// An edge tile has a slot in side for
	// the block of rows: it is loaded (or, with set, cleared) before the
	// first block of b, receives every block's sums, and is stored after
	// the last, rather than going through c once per block of b.
	side := scratch[mr*nr+mr*p.maxLen:][:kr.mc*p.npad]
	last := len(p.src) - 1
	// Blocks of kr.mc rows, and within them one block of b's rows at a
	// time: the kl x nr panel of b a kernel call reads stays in the
	// first-level cache while the call runs down the block's rows, and
	// the block's rows of a in the second-level one while the panels go
	// by. (Sweeping all of b for every tile of rows read it from memory.)
	// Each element still receives its block sums in ascending order.
	for ib := 0; ib < m; ib += kr.mc {
		ie := min(m, ib+kr.mc)
		for q, s := range p.src {
			kl := p.lens[q]
			off := offs[s] + p.within[q]
			rows, st := kr.rows, set && q == 0
			if st {
				rows = kr.rowsSet
			}
			for jp := 0; jp < np; jp++ {
				j := jp * nr
				w := min(nr, p.n-j)
				bp := &p.data[p.start[q]*p.npad+jp*kl*nr]
				for i0 := ib; i0 < ie; i0 += mr {
					h := min(mr, ie-i0)
					if w == nr && h == mr {
						rows(kl, &a[i0*lda+off], lda, bp, &c[i0*ldc+j], ldc)
						continue
					}
					if w == nr && kr.rowsTail(kl, a[i0*lda+off:], lda, bp, c[i0*ldc+j:], ldc, h, st) {
						continue
					}
					slot := side[((i0-ib)/mr*np+jp)*mr*nr:][:mr*nr]
					first := max(0, i0+h-mr)
					if q == 0 {
						p.loadEdge(i0, h, j, w, c, ldc, slot, set)
					}
					p.addEdge(a, lda, off, m, first, i0, h, kl, bp, slot, gather)
					if q == last {
						p.storeEdge(i0, h, j, w, i0-first, c, ldc, slot)
					}
				}
			}
		}
	}
}

// rowsSmallB is the size (elements) up to which MulAddRows takes all of
// b for each tile of rows: b stays in cache anyway, and an edge tile is
// loaded and stored once rather than once per block of b.
const rowsSmallB = 1 << 16

// mulAddTiles is mulRows for a small b: tile by tile, each tile
// receiving all blocks of b at once.
func (p *BlockRight[T]) mulAddTiles(a []T, lda int, offs []int, m int, c []T, ldc int, tmp, gather []T, set bool) {
	kr := p.kr
	mr, nr := kr.mr, kr.nr
	np := p.npad / nr
	for i0 := 0; i0 < m; i0 += mr {
		h := min(mr, m-i0)
		for jp := 0; jp < np; jp++ {
			j := jp * nr
			w := min(nr, p.n-j)
			if w == nr && (h == mr || len(kr.tails) > 0) {
				for q, s := range p.src {
					bp := &p.data[p.start[q]*p.npad+jp*p.lens[q]*nr]
					ap := a[i0*lda+offs[s]+p.within[q]:]
					if h < mr {
						kr.rowsTail(p.lens[q], ap, lda, bp, c[i0*ldc+j:], ldc, h, set && q == 0)
						continue
					}
					rows := kr.rows
					if set && q == 0 {
						rows = kr.rowsSet
					}
					rows(p.lens[q], &ap[0], lda, bp, &c[i0*ldc+j], ldc)
				}
				continue
			}
			// A tile narrower than a panel (any edge tile, without tail
			// kernels) runs on tmp for all blocks: loaded (or cleared),
			// every block added by addEdge, stored.
			first, skip := p.loadEdge(i0, h, j, w, c, ldc, tmp, set)
			for q, s := range p.src {
				bp := &p.data[p.start[q]*p.npad+jp*p.lens[q]*nr]
				p.addEdge(a, lda, offs[s]+p.within[q], m, first, i0, h, p.lens[q], bp, tmp, gather)
			}
			p.storeEdge(i0, h, j, w, skip, c, ldc, tmp)
		}
	}
}

// loadEdge copies the edge tile of c (h rows from i0, w columns from j)
// into tmp, zero-padded to a full mr x nr tile whose rows start at first;
// skip is the number of rows of the tile before i0. With set, the tile
// is all +0 instead.
func (p *BlockRight[T]) loadEdge(i0, h, j, w int, c []T, ldc int, tmp []T, set bool) (first, skip int) {
	mr, nr := p.kr.mr, p.kr.nr
	first = max(0, i0+h-mr)
	skip = i0 - first
	clear(tmp)
	for ii := 0; ii < h && !set; ii++ {
		copy(tmp[(skip+ii)*nr:(skip+ii)*nr+w], c[(i0+ii)*ldc+j:])
	}
	return first, skip
}

// addEdge adds one block's products (depth kl from column off of a, the
// packed panel bp) to the edge tile in tmp. The tile's rows are the mr
// rows from first when a has that many (rows before i0 are computed again
// and dropped by storeEdge), otherwise copies of the h rows from i0
// padded with zeros in gather.
func (p *BlockRight[T]) addEdge(a []T, lda, off, m, first, i0, h, kl int, bp *T, tmp, gather []T) {
	kr := p.kr
	if m >= kr.mr {
		kr.rows(kl, &a[first*lda+off], lda, bp, &tmp[0], kr.nr)
		return
	}
	g := gather[:kr.mr*kl]
	clear(g)
	for ii := 0; ii < h; ii++ {
		copy(g[ii*kl:(ii+1)*kl], a[(i0+ii)*lda+off:])
	}
	kr.rows(kl, &g[0], kl, bp, &tmp[0], kr.nr)
}

// storeEdge copies the edge tile back from tmp into c.
func (p *BlockRight[T]) storeEdge(i0, h, j, w, skip int, c []T, ldc int, tmp []T) {
	nr := p.kr.nr
	for ii := 0; ii < h; ii++ {
		copy(c[(i0+ii)*ldc+j:(i0+ii)*ldc+j+w], tmp[(skip+ii)*nr:])
	}
}
