// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arccosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = call @arccosh(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @arccosh(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = chlo.acosh %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x40A529B8, 0x409F98D5, 0x3FD6B1B9, 0x3FA26BE2, 0x3FBE52F8, 0x40A1CDCC, 0x407EE251, 0x40750ED8, 0x403EB186, 0x401F6687, 0x4032E8EC, 0x40A393D3, 0x40A521D9, 0x40AFBEBE, 0x4076FE7D, 0x406D78BE]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x4014C9ED, 0x40128D07, 0x3F8DA354, 0x3F37C599, 0x3F735BD2, 0x401372A1, 0x4003C56B, 0x40012B13, 0x3FE0B446, 0x3FC8069D, 0x3FD80005, 0x401428CD, 0x4014C6D1, 0x4018D5DA, 0x4001B09B, 0x3FFE2967]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
