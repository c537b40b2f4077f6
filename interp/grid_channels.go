package interp

import "fmt"

// Channels (stablehlo.send / stablehlo.recv), the infeed and the outfeed.
//
// A channel is a FIFO queue of messages keyed by the channel id and, when
// the operations name source_target_pairs, by the receiving process. A send
// never blocks: it hands its message to the longest-waiting receiver or
// queues it. A recv takes the oldest queued message or blocks until a send
// delivers one; a recv that nothing will ever feed ends in the grid's
// deadlock report.

// anyReceiver is the destination of messages any process may receive.
const anyReceiver = -1

// chanKey identifies a message queue.
type chanKey struct {
	id   int64
	dest int
}

// message is one send's payload.
type message struct {
	from   ProcessID
	loc    string
	values []Value
}

// channel is a message queue and the receivers waiting on it.
type channel struct {
	queue   []message
	waiters []*recvWaiter
}

// recvWaiter is a blocked receiver; a send fills msg before waking it.
type recvWaiter struct {
	p   *process
	msg message
	got bool
}

func (g *grid) channel(k chanKey) *channel {
	ch := g.channels[k]
	if ch == nil {
		ch = &channel{}
		g.channels[k] = ch
	}
	return ch
}

// send delivers values on the queue k.
func (p *process) send(k chanKey, loc string, values []Value) error {
	g := p.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.abortErr != nil {
		return fmt.Errorf("%w: %w", errReleased, g.abortErr)
	}
	m := message{from: p.id, loc: loc, values: values}
	ch := g.channel(k)
	if len(ch.waiters) > 0 {
		w := ch.waiters[0]
		ch.waiters = ch.waiters[1:]
		w.msg, w.got = m, true
		g.wakeLocked(w.p)
		return nil
	}
	ch.queue = append(ch.queue, m)
	return nil
}

// recv takes the next message of the queue k, blocking until one is sent.
func (p *process) recv(k chanKey, op, loc string) (message, error) {
	g := p.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.abortErr != nil {
		return message{}, fmt.Errorf("%w: %w", errReleased, g.abortErr)
	}
	ch := g.channel(k)
	if len(ch.queue) > 0 {
		m := ch.queue[0]
		ch.queue[0] = message{}
		ch.queue = ch.queue[1:]
		return m, nil
	}
	w := &recvWaiter{p: p}
	ch.waiters = append(ch.waiters, w)
	what := fmt.Sprintf("waiting for a send on channel %d", k.id)
	if k.dest != anyReceiver {
		what = fmt.Sprintf("waiting for a send to process %s on channel %d", p.id, k.id)
	}
	err := g.park(p, op, loc, func() string { return what })
	if !w.got {
		if err == nil {
			err = fmt.Errorf("woken without a message on channel %d", k.id)
		}
		return message{}, err
	}
	return w.msg, nil
}

// takeInfeed pops the next entry of the grid's infeed queue.
func (p *process) takeInfeed() ([]Value, bool) {
	g := p.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.infeed) == 0 {
		return nil, false
	}
	v := g.infeed[0]
	g.infeed = g.infeed[1:]
	return v, true
}

// writeOutfeed records an outfeed payload and hands it to the grid's
// outfeed callback (calls are serialized by the grid's mutex).
func (p *process) writeOutfeed(values []Value) {
	g := p.g
	g.mu.Lock()
	defer g.mu.Unlock()
	p.outfeed = append(p.outfeed, values)
	if g.outfeed != nil {
		g.outfeed(p.id, values)
	}
}
