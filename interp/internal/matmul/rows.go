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
	n := p.kr.mr*p.kr.nr + p.kr.mr*p.maxLen
	if len(p.data) > rowsSmallB {
		// The tiles of a block of rows that are not computed in place.
		n += p.kr.mc * p.npad
	}
	return n
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
	p.mulRows(a, lda, offs, m, c, ldc, scratch, false, rowMap{})
}

// MulRows is MulAddRows storing the sums into c instead of adding them:
// it never reads c, so c need not be cleared first, and every element is
// bit for bit what MulAddRows leaves in a c of zeros.
func (p *BlockRight[T]) MulRows(a []T, lda int, offs []int, m int, c []T, ldc int, scratch []T) {
	p.mulRows(a, lda, offs, m, c, ldc, scratch, true, rowMap{})
}

// MulRowsLines is MulRows over lines rows of width rows each, period
// rows apart in a (period >= width): the product's rows are the rows
// from 0 to (lines-1)*period+width, row l*period+x going to row
// l*width+x of c when x < width and nowhere otherwise (the rows between
// the lines are computed and dropped). A convolution's neighbouring
// output lines, whose windows start period positions apart in the
// padded input, thus run as one product whose results land in place.
func (p *BlockRight[T]) MulRowsLines(a []T, lda int, offs []int, lines, period, width int, c []T, ldc int, scratch []T) {
	if lines <= 0 || width <= 0 {
		return
	}
	if period < width {
		panic(fmt.Sprintf("matmul: MulRowsLines with period %d below width %d", period, width))
	}
	p.mulRows(a, lda, offs, (lines-1)*period+width, c, ldc, scratch, true, rowMap{period: period, width: width})
}

// rowMap places the rows of a product in c: row i in row i when period
// is 0, otherwise row l*period+x in row l*width+x for x < width and
// nowhere for other x.
type rowMap struct {
	period, width int
}

// row returns the row of c that receives row i of the product, or -1.
func (r rowMap) row(i int) int {
	if r.period == 0 {
		return i
	}
	l, x := i/r.period, i%r.period
	if x >= r.width {
		return -1
	}
	return l*r.width + x
}

// rows returns the number of rows of c a product of m rows writes.
func (r rowMap) rows(m int) int {
	if r.period == 0 {
		return m
	}
	return (m/r.period)*r.width + min(m%r.period, r.width)
}

// whole reports whether rows [i, i+h) of the product are one full tile
// of mr consecutive rows of c.
func (r rowMap) whole(i, h, mr int) bool {
	return h == mr && (r.period == 0 || i%r.period+h <= r.width)
}

// mulRows is MulAddRows, or with set MulRows: the first block of each
// tile is stored by the storing kernel, its edge tiles start from +0.
// rm places the product's rows in c; a tile whose rows are not mr
// consecutive rows of c goes through the tile buffer like an edge tile.
func (p *BlockRight[T]) mulRows(a []T, lda int, offs []int, m int, c []T, ldc int, scratch []T, set bool, rm rowMap) {
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
			clearRows(c, rm.rows(m), p.n, ldc)
		}
		return
	}
	if (m-1)*lda+reach > len(a) || (rm.rows(m)-1)*ldc+p.n > len(c) || len(scratch) < p.ScratchLen() {
		panic(fmt.Sprintf("matmul: MulAddRows operands too short (m %d, lda %d, reach %d, len(a) %d, ldc %d, n %d, len(c) %d)", m, lda, reach, len(a), ldc, p.n, len(c)))
	}
	tmp, gather := scratch[:mr*nr], scratch[mr*nr:mr*nr+mr*p.maxLen]
	np := p.npad / nr
	if len(p.data) <= rowsSmallB {
		p.mulAddTiles(a, lda, offs, m, c, ldc, tmp, gather, set, rm)
		return
	}
	// A tile not computed in place (an edge tile, or one whose rows rm
	// does not place in consecutive rows of c) has a slot in side for
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
					if w == nr && rm.whole(i0, h, mr) {
						rows(kl, &a[i0*lda+off], lda, bp, &c[rm.row(i0)*ldc+j], ldc)
						continue
					}
					slot := side[((i0-ib)/mr*np+jp)*mr*nr:][:mr*nr]
					first := max(0, i0+h-mr)
					if q == 0 {
						p.loadEdge(i0, h, j, w, c, ldc, slot, set, rm)
					}
					p.addEdge(a, lda, off, m, first, i0, h, kl, bp, slot, gather)
					if q == last {
						p.storeEdge(i0, h, j, w, i0-first, c, ldc, slot, rm)
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
func (p *BlockRight[T]) mulAddTiles(a []T, lda int, offs []int, m int, c []T, ldc int, tmp, gather []T, set bool, rm rowMap) {
	kr := p.kr
	mr, nr := kr.mr, kr.nr
	np := p.npad / nr
	for i0 := 0; i0 < m; i0 += mr {
		h := min(mr, m-i0)
		for jp := 0; jp < np; jp++ {
			j := jp * nr
			w := min(nr, p.n-j)
			if w == nr && rm.whole(i0, h, mr) {
				cp := &c[rm.row(i0)*ldc+j]
				for q, s := range p.src {
					bp := &p.data[p.start[q]*p.npad+jp*p.lens[q]*nr]
					rows := kr.rows
					if set && q == 0 {
						rows = kr.rowsSet
					}
					rows(p.lens[q], &a[i0*lda+offs[s]+p.within[q]], lda, bp, cp, ldc)
				}
				continue
			}
			// An edge tile runs on tmp for all blocks: loaded (or cleared),
			// every block added by addEdge, stored.
			first, skip := p.loadEdge(i0, h, j, w, c, ldc, tmp, set, rm)
			for q, s := range p.src {
				bp := &p.data[p.start[q]*p.npad+jp*p.lens[q]*nr]
				p.addEdge(a, lda, offs[s]+p.within[q], m, first, i0, h, p.lens[q], bp, tmp, gather)
			}
			p.storeEdge(i0, h, j, w, skip, c, ldc, tmp, rm)
		}
	}
}

// loadEdge copies the edge tile of c (h rows from i0, w columns from j)
// into tmp, zero-padded to a full mr x nr tile whose rows start at first;
// skip is the number of rows of the tile before i0. With set, the tile
// is all +0 instead. Rows rm places nowhere are +0.
func (p *BlockRight[T]) loadEdge(i0, h, j, w int, c []T, ldc int, tmp []T, set bool, rm rowMap) (first, skip int) {
	mr, nr := p.kr.mr, p.kr.nr
	first = max(0, i0+h-mr)
	skip = i0 - first
	clear(tmp)
	for ii := 0; ii < h && !set; ii++ {
		if r := rm.row(i0 + ii); r >= 0 {
			copy(tmp[(skip+ii)*nr:(skip+ii)*nr+w], c[r*ldc+j:])
		}
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

// storeEdge copies the edge tile back from tmp into c, each row where rm
// places it.
func (p *BlockRight[T]) storeEdge(i0, h, j, w, skip int, c []T, ldc int, tmp []T, rm rowMap) {
	nr := p.kr.nr
	for ii := 0; ii < h; ii++ {
		if r := rm.row(i0 + ii); r >= 0 {
			copy(c[r*ldc+j:r*ldc+j+w], tmp[(skip+ii)*nr:])
		}
	}
}
