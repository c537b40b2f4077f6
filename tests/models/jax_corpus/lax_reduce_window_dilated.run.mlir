// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6x8xf32>) -> (tensor<10x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 2, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<f32>) -> tensor<10x3xf32>
    return %1 : tensor<10x3xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3E5D824E, 0xBED7A9BF, 0xBF2D3BAE, 0x3F2A0122, 0xBF714366, 0xBFA99388, 0x3DBADABE, 0x3FE60FF2], [0xBF227FF6, 0xBFA3D22A, 0x3F9D62C2, 0x3F1634AC, 0x3EE57212, 0x3FFBD36D, 0xBEAF2C39, 0xBF055AF6], [0x3F5441B1, 0xC00F4FEC, 0xBE818F0F, 0xBEFBC590, 0x3F987953, 0x3F67EE30, 0x3F7A1B07, 0xBFB57CD8], [0xBF695D87, 0xBFF52F5B, 0xBEEDB2CF, 0xBFEA0022, 0x400504E0, 0x3F1E61A5, 0x3FA208BC, 0xBE773D7E], [0x3CDA1778, 0x3DF5C060, 0xBF87AA01, 0xBFD1333E, 0xBF6BD24E, 0xBEF6F9E4, 0xBFCA8F6C, 0xBFD428BC], [0xBEC2D549, 0x3DC3E24E, 0xBFB2DEC2, 0x3F5F3988, 0xBF675C98, 0x3FCA22C8, 0xBE26854C, 0xBE48DD5C]]> : tensor<6x8xf32>
    %r:1 = func.call @model(%a0) : (tensor<6x8xf32>) -> (tensor<10x3xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xBEEBB635, 0xBFCF3F8A, 0xBF59E80E], [0x3F18458E, 0x3FD6BF46, 0x3DD91764], [0x3F18458E, 0x3FD6BF46, 0x3DD91764], [0x3F137A2A, 0x3F702B1E, 0x400AC36B], [0x3F137A2A, 0x3F702B1E, 0x400AC36B], [0xBFB01B77, 0x3FCE9D0C, 0x4056093E], [0xBFB01B77, 0x3FCE9D0C, 0x4056093E], [0xBF8441A3, 0xBFFD9328, 0xC0203C4A], [0xBF8441A3, 0xBFFD9328, 0xC0203C4A], [0xBFE39414, 0xC0134687, 0xBF887EF6]]> : tensor<10x3xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
